import {
  type MaskedSecret,
  maskSecret,
  type ProviderCredentialsView,
  type ProviderSecretField,
  providerSecretFields,
} from '@khela/contracts/provider-setup'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameProviders } from '../../db/schema/catalog.ts'
import { providerCredentials } from '../../db/schema/provider-credentials.ts'
import { AppError } from '../../lib/app-error.ts'
import { decryptSecret } from '../../lib/secret-box.ts'

export type ProviderCredentialsRow = typeof providerCredentials.$inferSelect

/** Binds each ciphertext to its provider and field. */
export const secretPlace = (providerCode: string, field: ProviderSecretField) => `${providerCode}:${field}`

export async function findProvider(db: Pick<Db, 'select'>, code: string) {
  const [provider] = await db
    .select({ code: gameProviders.code, name: gameProviders.name })
    .from(gameProviders)
    .where(eq(gameProviders.code, code))
  if (!provider) throw new AppError('NOT_FOUND', { message: 'No such game provider.' })
  return provider
}

function maskedOf(
  key: Buffer,
  row: ProviderCredentialsRow | undefined,
  field: ProviderSecretField,
): MaskedSecret {
  const sealed = row?.[field]
  if (!sealed || !row) return { isSet: false, masked: null }
  try {
    return {
      isSet: true,
      masked: maskSecret(decryptSecret(key, sealed, secretPlace(row.providerCode, field))),
    }
  } catch {
    // Sealed under another SECRETS_KEY: still set, but its ending cannot be shown.
    return { isSet: true, masked: null }
  }
}

/** A provider's credentials as the back office sees them: each secret masked, the addresses in full. */
export async function getProviderCredentials(
  db: Pick<Db, 'select'>,
  config: { secretsKey: Buffer; publicUrl: string },
  providerCode: string,
): Promise<ProviderCredentialsView> {
  const { secretsKey } = config
  const provider = await findProvider(db, providerCode)
  const [row] = await db
    .select()
    .from(providerCredentials)
    .where(eq(providerCredentials.providerCode, providerCode))
  const secrets = Object.fromEntries(
    providerSecretFields.map((field) => [field, maskedOf(secretsKey, row, field)]),
  ) as Record<ProviderSecretField, MaskedSecret>
  return {
    provider,
    ...secrets,
    providerIps: row?.providerIps ?? [],
    launchUrl: row?.launchUrl ?? null,
    demoUrl: row?.demoUrl ?? null,
    walletUrl: `${config.publicUrl}/api/provider/v1`,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  }
}

import {
  type ProviderCredentialsView,
  type ProviderSecretField,
  type providerCredentialsUpdate,
  providerSecretFields,
} from '@khela/contracts/provider-setup'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { providerCredentials } from '../../db/schema/provider-credentials.ts'
import { encryptSecret } from '../../lib/secret-box.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findProvider, getProviderCredentials, secretPlace } from './get-provider-credentials.ts'

/**
 * Saves API Setup: a secret sent non-empty replaces the stored one (sealed with SECRETS_KEY), an empty or
 * absent one is kept, one named in `clear` is removed. The audit entry says which secrets changed, never
 * their values.
 */
export async function saveProviderCredentials(
  { database, config }: Pick<Services, 'database' | 'config'>,
  change: {
    staff: SessionUser
    providerCode: string
    update: z.output<typeof providerCredentialsUpdate>
    ipAddress: string | null
  },
): Promise<ProviderCredentialsView> {
  const { providerCode, update } = change
  return database.db.transaction(async (tx) => {
    await findProvider(tx, providerCode)
    const [before] = await tx
      .select()
      .from(providerCredentials)
      .where(eq(providerCredentials.providerCode, providerCode))
      .for('update')
    const replaced: ProviderSecretField[] = []
    const cleared: ProviderSecretField[] = []
    const sealed: Partial<Record<ProviderSecretField, string | null>> = {}
    for (const field of providerSecretFields) {
      const value = update[field]
      if (value) {
        sealed[field] = encryptSecret(config.secretsKey, value, secretPlace(providerCode, field))
        replaced.push(field)
      } else if (update.clear.includes(field) && before?.[field]) {
        sealed[field] = null
        cleared.push(field)
      }
    }
    const providerIps = update.providerIps ?? before?.providerIps ?? []
    // An absent URL keeps the stored one; an empty one removes it.
    const launchUrl = update.launchUrl === undefined ? (before?.launchUrl ?? null) : update.launchUrl || null
    const demoUrl = update.demoUrl === undefined ? (before?.demoUrl ?? null) : update.demoUrl || null
    const values = {
      ...sealed,
      providerIps,
      launchUrl,
      demoUrl,
      updatedAt: new Date(),
      updatedBy: change.staff.id,
    }
    await tx
      .insert(providerCredentials)
      .values({ providerCode, ...values })
      .onConflictDoUpdate({ target: providerCredentials.providerCode, set: values })
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'provider.credentials.update',
      recordType: 'game_provider',
      recordId: providerCode,
      before: {
        secretsSet: providerSecretFields.filter((field) => Boolean(before?.[field])),
        providerIps: before?.providerIps ?? [],
        launchUrl: before?.launchUrl ?? null,
        demoUrl: before?.demoUrl ?? null,
      },
      after: { replaced, cleared, providerIps, launchUrl, demoUrl },
      ipAddress: change.ipAddress,
    })
    return getProviderCredentials(tx, config, providerCode)
  })
}

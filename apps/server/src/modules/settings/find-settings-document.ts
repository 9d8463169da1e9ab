import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { operatorSettings } from '../../db/schema/settings.ts'

/**
 * The operator's stored document under `key` (`registration`, `cashier`, `risk`, …), or undefined until someone
 * saves it. The domain that owns the document parses it with its contract and applies its defaults; nothing caches
 * it, so a save on one instance applies on every instance from the next read.
 */
export async function findSettingsDocument(db: Pick<Db, 'select'>, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: operatorSettings.value })
    .from(operatorSettings)
    .where(eq(operatorSettings.key, key))
  return row?.value
}

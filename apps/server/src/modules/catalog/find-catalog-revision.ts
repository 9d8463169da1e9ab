import type { Database } from '../../db/client.ts'

/** The catalogue's revision: it moves on with every write to a catalogue table (migration 0009's triggers). */
export async function findCatalogRevision(database: Database): Promise<number> {
  const [row] = await database.query<{ revision: string | number }>(
    'SELECT revision FROM catalog_revision WHERE id = 1',
  )
  return Number(row?.revision ?? 0)
}

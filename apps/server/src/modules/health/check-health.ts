import type { Health } from '@khela/contracts/health'
import { findMigrationState } from '../../db/migrate.ts'
import type { Services } from '../../services.ts'

export async function checkHealth({ database, startedAt }: Pick<Services, 'database' | 'startedAt'>) {
  const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000)
  try {
    const migration = await findMigrationState(database)
    return {
      status: 'ok',
      database: { driver: database.driver, reachable: true },
      migration,
      uptimeSeconds,
    } satisfies Health
  } catch {
    return {
      status: 'degraded',
      database: { driver: database.driver, reachable: false },
      migration: { applied: 0, latest: null },
      uptimeSeconds,
    } satisfies Health
  }
}

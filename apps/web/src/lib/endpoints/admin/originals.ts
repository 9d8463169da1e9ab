import type { GameHistoryPage } from '@khela/contracts/game-history'
import type { AdminCrashRound, OriginalsSettings } from '@khela/contracts/originals'
import { endpoint, type QueryInit } from '../../endpoint.ts'

export const bets = endpoint<{ query: QueryInit; response: GameHistoryPage }>()(
  'GET',
  '/api/admin/originals/bets',
)
export const settings = endpoint<{ response: OriginalsSettings }>()('GET', '/api/admin/originals/settings')
export const updateSettings = endpoint<{ body: OriginalsSettings; response: OriginalsSettings }>()(
  'PUT',
  '/api/admin/originals/settings',
)
export const crashRound = endpoint<{ response: AdminCrashRound }>()('GET', '/api/admin/originals/crash/round')

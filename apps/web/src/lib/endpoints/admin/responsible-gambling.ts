import type { ResponsibleGamblingState } from '@khela/contracts/responsible-gambling'
import { endpoint } from '../../endpoint.ts'

export const playerState = endpoint<{ response: ResponsibleGamblingState }>()(
  'GET',
  '/api/admin/users/:userId/responsible-gambling',
)

import type {
  ExclusionInput,
  LimitValues,
  PlaySession,
  RealityCheckInput,
  ResponsibleGamblingState,
} from '@khela/contracts/responsible-gambling'
import { endpoint } from '../endpoint.ts'

export const state = endpoint<{ response: ResponsibleGamblingState }>()('GET', '/api/responsible-gambling')
export const session = endpoint<{ response: PlaySession }>()('GET', '/api/responsible-gambling/session')
export const updateLimits = endpoint<{ body: LimitValues; response: ResponsibleGamblingState }>()(
  'PUT',
  '/api/responsible-gambling/limits',
)
export const startExclusion = endpoint<{ body: ExclusionInput; response: ResponsibleGamblingState }>()(
  'POST',
  '/api/responsible-gambling/exclusion',
)
export const updateRealityCheck = endpoint<{ body: RealityCheckInput; response: ResponsibleGamblingState }>()(
  'PUT',
  '/api/responsible-gambling/reality-check',
)

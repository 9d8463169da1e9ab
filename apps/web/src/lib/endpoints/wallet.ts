import type { PlayerBalances } from '@khela/contracts/wallet'
import { endpoint } from '../endpoint.ts'

export const balance = endpoint<{ response: PlayerBalances }>()('GET', '/api/wallet/balance')

import type { PlayerGates } from '../../lib/player-gates.ts'
import { bonusMaxBetGates } from './bonus-max-bet-gates.ts'
import { declaredCountryGates } from './declared-country-gates.ts'
import { kycGates } from './kyc-gates.ts'
import { responsibleGamblingGates } from './responsible-gambling-gates.ts'

/**
 * Every player-protection rule set, in the order they are asked. buildApp installs them in lib/player-gates.ts,
 * through which cashier and originals ask them inside each money transaction.
 */
export const playerGates: readonly PlayerGates[] = [
  declaredCountryGates,
  responsibleGamblingGates,
  kycGates,
  bonusMaxBetGates,
]

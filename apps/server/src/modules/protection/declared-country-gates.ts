import { AppError } from '../../lib/app-error.ts'
import type { PlayerGates } from '../../lib/player-gates.ts'
import { findPlayerCountry } from '../accounts/find-player-country.ts'
import { findRegistrationSettings } from '../settings/find-registration-settings.ts'

/**
 * Play and deposits are refused (REGION_RESTRICTED) for a player whose declared country is restricted, also when
 * the operator restricts it after the player registered. The IP side of the rule runs before the request reaches a
 * transaction (modules/compliance/play-region-checks.ts). Withdrawals stay open, so a player can take their money.
 */
async function assertCountryAllowed(tx: Parameters<NonNullable<PlayerGates['bet']>>[0], userId: string) {
  const { restrictedCountries } = await findRegistrationSettings(tx)
  if (restrictedCountries.length === 0) return
  const country = await findPlayerCountry(tx, userId)
  if (country && restrictedCountries.includes(country)) throw new AppError('REGION_RESTRICTED')
}

export const declaredCountryGates: PlayerGates = {
  bet: (tx, bet) => assertCountryAllowed(tx, bet.userId),
  deposit: (tx, deposit) => assertCountryAllowed(tx, deposit.userId),
}

import type { Country } from '@khela/contracts/accounts'
import { AppError } from '../../lib/app-error.ts'
import type { PlayerGates } from '../../lib/player-gates.ts'
import { findPlayerCountry, playerCountrySql } from '../accounts/find-player-country.ts'
import {
  findRegistrationSettings,
  registrationSettingsOf,
  registrationSettingsSql,
} from '../settings/find-registration-settings.ts'

/**
 * Play and deposits are refused (REGION_RESTRICTED) for a player whose declared country is restricted, also when
 * the operator restricts it after the player registered. The IP side of the rule runs before the request reaches a
 * transaction (modules/compliance/play-region-checks.ts). Withdrawals stay open, so a player can take their money.
 */
async function assertCountryAllowed(tx: Parameters<NonNullable<PlayerGates['bet']>>[0], userId: string) {
  const { restrictedCountries } = await findRegistrationSettings(tx)
  if (restrictedCountries.length === 0) return
  assertNotRestricted(restrictedCountries, await findPlayerCountry(tx, userId))
}

function assertNotRestricted(restrictedCountries: readonly string[], country: string | null) {
  if (country && restrictedCountries.includes(country)) throw new AppError('REGION_RESTRICTED')
}

/** What a bet's check reads, read up front by a hot path (PlayerGates.betFactsSql). */
type CountryFacts = { registration: unknown; country: Country | null }

export const declaredCountryGates: PlayerGates = {
  betFactsSql: (userId) =>
    `json_build_object('registration', ${registrationSettingsSql}, 'country', ${playerCountrySql(userId)})`,
  bet: async (tx, bet, facts) => {
    if (!facts) return assertCountryAllowed(tx, bet.userId)
    const { registration, country } = facts as CountryFacts
    assertNotRestricted(registrationSettingsOf(registration).restrictedCountries, country)
  },
  deposit: (tx, deposit) => assertCountryAllowed(tx, deposit.userId),
}

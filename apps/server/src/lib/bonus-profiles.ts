import type { Country, Currency, WelcomeOffer } from '@khela/contracts/accounts'
import type { Db } from '../db/client.ts'

/** What the bonus rules need of a player's registration. */
export type BonusProfile = {
  welcomeOffer: WelcomeOffer
  promoCode: string | null
  country: Country
  currency: Currency
  phone: string
  registeredAt: Date
  /**
   * False for a player who must not be offered bonuses now: under a time-out or self-exclusion, or banned
   * (a closed account is banned too). Cashback skips them.
   */
  mayReceiveOffers: boolean
}

export type BonusProfileReader = (db: Db, userId: string) => Promise<BonusProfile | null>

let installed: BonusProfileReader | null = null

/**
 * Bonuses read the registration (accounts' player profile), while accounts, through responsible gambling and the
 * cashier, reaches bonuses: a direct import would close a cycle between domains. buildApp installs accounts'
 * reader here once and bonuses asks through this port.
 */
export function installBonusProfileReader(reader: BonusProfileReader): void {
  installed = reader
}

/** The player's registration facts, or null for an account without a player profile (staff). */
export function readBonusProfile(db: Db, userId: string): Promise<BonusProfile | null> {
  if (!installed) throw new Error('the bonus profile reader is not installed')
  return installed(db, userId)
}

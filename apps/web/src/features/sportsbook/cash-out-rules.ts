import type { CashOutOfferView } from '@khela/contracts/sportsbook-cash-out-api'
import { ApiError } from '../../lib/api.ts'

/** The offer being taken: the amount and versions shown, from the list or from a refusal that moved it. */
export type ShownOffer = { offer: number; versions: { marketId: string; version: number }[] }

/** The list's offer as the request takes it; null when there is none. */
export function offerOf(cashOut: CashOutOfferView): ShownOffer | null {
  if (cashOut.offer === null) return null
  return {
    offer: cashOut.offer,
    versions: cashOut.pricedAt.map(({ marketId, version }) => ({ marketId, version })),
  }
}

/** CASH_OUT_OFFER_CHANGED's new offer and versions (`marketId:version` pairs), for the player to take instead. */
export function movedOffer(error: unknown): ShownOffer | null {
  if (!(error instanceof ApiError) || error.code !== 'CASH_OUT_OFFER_CHANGED') return null
  const offer = Number(error.fields?.offer)
  const versions = (error.fields?.versions ?? '')
    .split(',')
    .map((pair) => pair.split(':'))
    .map(([marketId = '', version = '']) => ({ marketId, version: Number(version) }))
    .filter((pair) => pair.marketId !== '' && Number.isSafeInteger(pair.version))
  return Number.isSafeInteger(offer) && offer > 0 && versions.length > 0 ? { offer, versions } : null
}

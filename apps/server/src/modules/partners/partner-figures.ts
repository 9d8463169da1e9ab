import type { Currency } from '@khela/contracts/accounts'
import type { PartnerFigures } from '@khela/contracts/partners'

/** Figures being counted up; `toPartnerFigures` turns them into the contract's shape. */
export type FiguresTally = Omit<PartnerFigures, 'deposits' | 'withdrawals'> & {
  deposits: Map<Currency, number>
  withdrawals: Map<Currency, number>
}

export function emptyTally(): FiguresTally {
  return {
    clicks: 0,
    registrations: 0,
    firstDeposits: 0,
    activePlayers: 0,
    activeDepositors: 0,
    deposits: new Map(),
    withdrawals: new Map(),
  }
}

export function addMoney(into: Map<Currency, number>, from: Map<Currency, number>): void {
  for (const [currency, amount] of from) into.set(currency, (into.get(currency) ?? 0) + amount)
}

const byCurrency = (money: Map<Currency, number>) =>
  [...money]
    .map(([currency, amount]) => ({ currency, amount }))
    .sort((a, b) => a.currency.localeCompare(b.currency))

export function toPartnerFigures(tally: FiguresTally): PartnerFigures {
  return { ...tally, deposits: byCurrency(tally.deposits), withdrawals: byCurrency(tally.withdrawals) }
}

/** The tally under `key`, made on first use. */
export function tallyOf(tallies: Map<string, FiguresTally>, key: string): FiguresTally {
  let tally = tallies.get(key)
  if (!tally) {
    tally = emptyTally()
    tallies.set(key, tally)
  }
  return tally
}

import type { Market, MarketPeriod } from '@khela/contracts/sportsbook'

export interface MarketGroup {
  period: MarketPeriod
  markets: Market[]
}

/**
 * An event's markets grouped by the part of the match they are about, the groups in the order their first market
 * comes and the markets in the template's order within each: the event's main market opens the first group.
 */
export function groupMarkets(markets: readonly Market[]): MarketGroup[] {
  const groups = new Map<MarketPeriod, Market[]>()
  for (const market of markets) {
    const group = groups.get(market.period)
    if (group) group.push(market)
    else groups.set(market.period, [market])
  }
  return [...groups].map(([period, grouped]) => ({ period, markets: grouped }))
}

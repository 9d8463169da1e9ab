import type { EventSquads, SelectionResultEntry } from '@khela/contracts/admin-sportsbook'
import { AppError } from '../../lib/app-error.ts'

/** Markets where more than one selection can win outright: double chance's draw wins two of its three. */
const winnersByTemplate: Record<string, number> = { double_chance: 2 }

/**
 * A trader's results for a market, checked before anything is written: every selection named once
 * (VALIDATION_FAILED naming the entry, or `results` for one left out), and results that fit together
 * (RESULTS_INCONSISTENT naming each entry that does not): half results only on an Asian (quarter) line; no more
 * winners than the market has places (one, two for double chance), a dead heat's paid places counting as
 * winners; every dead heat of the market sharing one placesPaid and tiedCount, no more of them than tied.
 * Markets built from a squad are checked against the event's squads now (NOT_IN_SQUAD naming the entry): in a
 * market of a side's players (top batter), a player paid (won, half won, dead heat) must still be in that side's
 * squad, since one taken out did not bat and loses; a one-player market (player runs) whose player is no longer in
 * the squad did not bat, so it is void, every selection.
 */
export function checkMarketResult(
  market: {
    template: string
    line: number | null
    squadSide?: 'home' | 'away' | null
    playerKey?: string | null
  },
  codes: readonly string[],
  results: readonly SelectionResultEntry[],
  squads?: EventSquads,
): void {
  const seen = new Set<string>()
  const unknown: Record<string, string> = {}
  results.forEach((entry, index) => {
    if (!codes.includes(entry.code) || seen.has(entry.code))
      unknown[`results.${index}.code`] = 'INVALID_CHOICE'
    seen.add(entry.code)
  })
  if (Object.keys(unknown).length > 0) throw new AppError('VALIDATION_FAILED', { fields: unknown })
  if (seen.size !== codes.length) throw new AppError('VALIDATION_FAILED', { fields: { results: 'REQUIRED' } })

  const misfits = new Set<number>()
  const isQuarterLine = market.line !== null && Math.abs(market.line) % 500 === 250
  results.forEach((entry, index) => {
    if ((entry.result === 'half_won' || entry.result === 'half_lost') && !isQuarterLine) misfits.add(index)
  })
  const deadHeats = results.flatMap((entry, index) =>
    entry.result === 'dead_heat' ? [{ entry, index }] : [],
  )
  const [firstDeadHeat] = deadHeats
  if (firstDeadHeat) {
    const { placesPaid, tiedCount } = firstDeadHeat.entry
    const isShared = deadHeats.every(
      ({ entry }) => entry.placesPaid === placesPaid && entry.tiedCount === tiedCount,
    )
    if (!isShared || deadHeats.length > tiedCount) for (const { index } of deadHeats) misfits.add(index)
  }
  const maxWinners = winnersByTemplate[market.template] ?? 1
  const winners = results.flatMap((entry, index) =>
    entry.result === 'won' || entry.result === 'half_won' ? [index] : [],
  )
  const deadHeatPlaces = firstDeadHeat ? Math.min(firstDeadHeat.entry.placesPaid, deadHeats.length) : 0
  if (winners.length + deadHeatPlaces > maxWinners) {
    for (const index of winners) misfits.add(index)
    for (const { index } of deadHeats) misfits.add(index)
  }
  const fields: Record<string, string> = Object.fromEntries(
    [...misfits].sort((a, b) => a - b).map((index) => [`results.${index}`, 'INVALID_CHOICE']),
  )
  if (squads && market.squadSide) {
    const inSquad = new Set(squads[market.squadSide].map((player) => player.key))
    results.forEach((entry, index) => {
      const isPaid = entry.result !== 'lost' && entry.result !== 'void' && entry.result !== 'half_lost'
      const isOut = market.playerKey ? !inSquad.has(market.playerKey) : !inSquad.has(entry.code)
      if (isOut && (market.playerKey ? entry.result !== 'void' : isPaid))
        fields[`results.${index}`] = 'NOT_IN_SQUAD'
    })
  }
  if (Object.keys(fields).length > 0) throw new AppError('RESULTS_INCONSISTENT', { fields })
}

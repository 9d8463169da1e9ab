import { type FairGame, fairGames, houseEdgeBoundsBps } from '@khela/contracts/fairness'
import { type OriginalsSettings, originalsLimitBounds } from '@khela/contracts/originals'
import { z } from 'zod'
import { parseTaka, takaInputValue } from '../../../lib/taka.ts'

/** One game's row of the form as typed: taka and a percentage, turned into poisha and basis points on save. */
export interface GameSettingsRow {
  isEnabled: boolean
  minStake: string
  maxStake: string
  edge: string
}

export interface GameSettingsValues {
  games: Record<FairGame, GameSettingsRow>
  crashRoundPayoutCap: string
  maxPayoutPerBet: string
}

/** The API's field names: `games.dice.edgeBps`, `crashRoundPayoutCap`. */
export type GameSettingsErrors = Record<string, string>

/** Basis points as the percentage staff type: 150 → "1.50". */
export function edgePercentText(edgeBps: number): string {
  return `${Math.floor(edgeBps / 100)}.${String(edgeBps % 100).padStart(2, '0')}`
}

/** A percentage with at most two decimals ("2", "1.5", "১.২৫") in basis points, or null. */
export function parseEdgePercent(text: string): number | null {
  const bengaliDigits = '০১২৩৪৫৬৭৮৯'
  const latin = text.trim().replace(/[০-৯]/g, (digit) => String(bengaliDigits.indexOf(digit)))
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(latin.replace(/\s*%$/, ''))
  if (!match) return null
  const [, whole = '0', fraction = ''] = match
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

export function gameSettingsValues(settings: OriginalsSettings): GameSettingsValues {
  const games = Object.fromEntries(
    fairGames.map((game) => {
      const rules = settings.games[game]
      return [
        game,
        {
          isEnabled: rules.isEnabled,
          minStake: takaInputValue(rules.minStake),
          maxStake: takaInputValue(rules.maxStake),
          edge: edgePercentText(rules.edgeBps),
        },
      ]
    }),
  ) as Record<FairGame, GameSettingsRow>
  return {
    games,
    crashRoundPayoutCap: takaInputValue(settings.crashRoundPayoutCap),
    maxPayoutPerBet: takaInputValue(settings.maxPayoutPerBet),
  }
}

/**
 * The settings to send, or the fields to correct: the same rules the server keeps (amounts of at least 1 poisha, the
 * maximum not below the minimum, stakes and caps within the published bounds, the edge 1.00–5.00 %), so most mistakes are said before a round trip.
 */
export function gameSettingsFromValues(
  values: GameSettingsValues,
): { settings: OriginalsSettings } | { errors: GameSettingsErrors } {
  const errors: GameSettingsErrors = {}
  const amount = (field: string, text: string, max: number) => {
    const poisha = parseTaka(text)
    if (text.trim() === '') errors[field] = 'REQUIRED'
    else if (poisha === null || poisha < 1) errors[field] = 'AMOUNT_INVALID'
    else if (poisha > max) errors[field] = 'AMOUNT_ABOVE_MAXIMUM'
    return poisha ?? 0
  }
  const games = Object.fromEntries(
    fairGames.map((game) => {
      const row = values.games[game]
      const prefix = `games.${game}`
      const minStake = amount(`${prefix}.minStake`, row.minStake, originalsLimitBounds.maxStake)
      const maxStake = amount(`${prefix}.maxStake`, row.maxStake, originalsLimitBounds.maxStake)
      if (!errors[`${prefix}.minStake`] && !errors[`${prefix}.maxStake`] && maxStake < minStake)
        errors[`${prefix}.maxStake`] = 'MAX_BELOW_MIN'
      const edgeBps = parseEdgePercent(row.edge)
      if (row.edge.trim() === '') errors[`${prefix}.edgeBps`] = 'REQUIRED'
      else if (edgeBps === null || edgeBps < houseEdgeBoundsBps.min || edgeBps > houseEdgeBoundsBps.max)
        errors[`${prefix}.edgeBps`] = 'EDGE_OUT_OF_RANGE'
      return [game, { isEnabled: row.isEnabled, minStake, maxStake, edgeBps: edgeBps ?? 0 }]
    }),
  ) as OriginalsSettings['games']
  const crashRoundPayoutCap = amount(
    'crashRoundPayoutCap',
    values.crashRoundPayoutCap,
    originalsLimitBounds.maxPayout,
  )
  const maxPayoutPerBet = amount('maxPayoutPerBet', values.maxPayoutPerBet, originalsLimitBounds.maxPayout)
  if (Object.keys(errors).length > 0) return { errors }
  return { settings: { games, crashRoundPayoutCap, maxPayoutPerBet } }
}

/** Where the form holds the value the API names: the edge is typed as a percentage, `games.dice.edge`. */
export function gameSettingsFormPathOf(field: string): string {
  return field.replace(/\.edgeBps$/, '.edge')
}

/** The form's resolver schema: `gameSettingsFromValues`, its problems put on the fields typed. */
export const gameSettingsForm = z.custom<GameSettingsValues>().transform((values, context) => {
  const result = gameSettingsFromValues(values)
  if ('settings' in result) return result.settings
  for (const [field, code] of Object.entries(result.errors)) {
    context.addIssue({ code: 'custom', message: code, path: gameSettingsFormPathOf(field).split('.') })
  }
  return z.NEVER
})

import type { LocalizedText } from '@khela/contracts/i18n'
import {
  type BetLine,
  betLines,
  MAX_SELECTIONS,
  type OddsPolicy,
  SPORT_BET_MIN_STAKE,
} from '@khela/contracts/sportsbook-bet-types'
import type { BetType } from '@khela/contracts/sportsbook-bets'
import type { BookedSlip } from '@khela/contracts/sportsbook-booking'
import type { PlaceSportBetInput, SportBetSystem } from '@khela/contracts/sportsbook-placement'
import { potentialReturn } from '@khela/contracts/sportsbook-settlement'
import { parseTaka } from '../../../lib/taka.ts'
import { isSystemAvailable, keyOfSystem, type SlipMode, systemOfKey, systemOptions } from './slip-systems.ts'

/**
 * The bet slip as plain data and the rules over it: one selection per event; singles (a stake per selection), an
 * accumulator once two or more are picked, or a system bet (a stake per line) once three are; the stakes typed in
 * taka, and what a refusal changes. No React, no storage.
 */

/** A selection as the slip keeps it: what the player saw (price, market version) and the market's limits. */
export interface SlipPick {
  selectionId: string
  selectionName: LocalizedText
  marketId: string
  marketName: LocalizedText
  marketVersion: number
  /** Thousandths. */
  price: number
  /** Per bet, in minor units, as the market said when picked. */
  maxStake: number
  maxPayout: number
  eventId: string
  home: LocalizedText
  away: LocalizedText
}

export const ACCUMULATOR = 'accumulator'
export const SYSTEM = 'system'

/** What a leg's or a line's last refusal said: an error code and, for STAKE_ABOVE_LIMIT, the most it takes. */
export interface Refusal {
  code: string
  maxStake?: number
}

export interface SlipState {
  picks: SlipPick[]
  /** Typed taka: a selection's id for its single, ACCUMULATOR for the accumulator, SYSTEM per line of the system. */
  stakes: Record<string, string>
  /** Which bets the slip makes; one the picks do not allow falls back to singles (`slipMode`). */
  mode: SlipMode
  /** The system chosen (slip-systems.ts keys: trixie…, or 2_from_4); the first one offered when none fits. */
  system: string
  oddsPolicy: OddsPolicy
  /** By selection id: why the server refused that leg the last time. */
  legRefusals: Record<string, Refusal>
  /** By line id: a refusal of the whole line (a stake limit, the player's gates, no money). */
  lineRefusals: Record<string, Refusal>
  /** A free bet the player chose to stake on one line (a single or the accumulator) instead of money. */
  freeBet: { grantId: string; lineId: string } | null
}

export const emptySlip: SlipState = {
  picks: [],
  stakes: {},
  mode: 'singles',
  system: '',
  oddsPolicy: 'higher',
  legRefusals: {},
  lineRefusals: {},
  freeBet: null,
}

export interface SlipLine {
  id: string
  type: 'single' | 'accumulator' | 'system'
  system?: SportBetSystem
  picks: SlipPick[]
  /** The bet's lines over its picks; one for a single or an accumulator. */
  lines: BetLine[]
  /** Per line. */
  stakeText: string
}

export function isPicked(state: SlipState, selectionId: string): boolean {
  return state.picks.some((pick) => pick.selectionId === selectionId)
}

/**
 * Adds a selection, or takes it off when it is on the slip already. Another selection of the same event takes the
 * place of the one there (one selection per event), and is returned as `replaced` so the page can say so.
 */
export function togglePick(
  state: SlipState,
  pick: SlipPick,
): { state: SlipState; replaced: SlipPick | null } {
  if (isPicked(state, pick.selectionId)) return { state: removePick(state, pick.selectionId), replaced: null }
  const replaced = state.picks.find((other) => other.eventId === pick.eventId) ?? null
  const base = replaced ? removePick(state, replaced.selectionId) : state
  if (base.picks.length >= MAX_SELECTIONS) return { state, replaced: null }
  const index = replaced ? state.picks.indexOf(replaced) : base.picks.length
  const picks = [...base.picks.slice(0, index), pick, ...base.picks.slice(index)]
  // A second selection usually means a multiple: the slip turns to the accumulator, once.
  const mode =
    base.mode === 'singles' && base.picks.length === 1 && picks.length === 2 ? 'accumulator' : base.mode
  const lineRefusals = withoutKey(withoutKey(base.lineRefusals, ACCUMULATOR), SYSTEM)
  return { state: { ...base, picks, mode, lineRefusals }, replaced }
}

export function removePick(state: SlipState, selectionId: string): SlipState {
  return {
    ...state,
    picks: state.picks.filter((pick) => pick.selectionId !== selectionId),
    stakes: withoutKey(state.stakes, selectionId),
    legRefusals: withoutKey(state.legRefusals, selectionId),
    lineRefusals: withoutKey(withoutKey(withoutKey(state.lineRefusals, selectionId), ACCUMULATOR), SYSTEM),
  }
}

/** The bets the slip makes: the chosen mode when its picks allow it, else singles. */
export function slipMode(state: SlipState): SlipMode {
  if (state.mode === 'accumulator' && isAccumulatorAvailable(state.picks)) return 'accumulator'
  if (state.mode === 'system' && isSystemAvailable(state.picks.length) && isAccumulatorAvailable(state.picks))
    return 'system'
  return 'singles'
}

/** The system the slip bets: the one chosen if it fits the number of picks, else the first offered. */
export function slipSystem(state: SlipState): { key: string; system: SportBetSystem } | null {
  const options = systemOptions(state.picks.length)
  const chosen = options.find((option) => option.key === state.system) ?? options[0]
  return chosen ? { key: chosen.key, system: systemOfKey(chosen.key) as SportBetSystem } : null
}

export function setStake(state: SlipState, lineId: string, text: string): SlipState {
  return {
    ...state,
    stakes: { ...state.stakes, [lineId]: text },
    lineRefusals: withoutKey(state.lineRefusals, lineId),
  }
}

/** An accumulator takes two or more selections, each of a different event. */
export function isAccumulatorAvailable(picks: readonly SlipPick[]): boolean {
  return (
    picks.length >= 2 &&
    picks.length <= MAX_SELECTIONS &&
    new Set(picks.map((pick) => pick.eventId)).size === picks.length
  )
}

/** The bets of the slip's mode: a single per selection, the accumulator, or the system bet. */
export function slipLines(state: SlipState): SlipLine[] {
  const mode = slipMode(state)
  const allLegs = state.picks.map((_, index) => index)
  if (mode === 'accumulator')
    return [
      {
        id: ACCUMULATOR,
        type: 'accumulator',
        picks: state.picks,
        lines: [allLegs],
        stakeText: state.stakes[ACCUMULATOR] ?? '',
      },
    ]
  const chosen = mode === 'system' ? slipSystem(state) : null
  if (chosen) {
    const counted = betLines(chosen.system, state.picks.length)
    if (counted.ok)
      return [
        {
          id: SYSTEM,
          type: 'system',
          system: chosen.system,
          picks: state.picks,
          lines: counted.lines,
          stakeText: state.stakes[SYSTEM] ?? '',
        },
      ]
  }
  return state.picks.map((pick) => ({
    id: pick.selectionId,
    type: 'single',
    picks: [pick],
    lines: [[0]],
    stakeText: state.stakes[pick.selectionId] ?? '',
  }))
}

/** The line's price: its legs' prices multiplied, in thousandths (rounded down), for showing only. */
export function combinedPrice(line: SlipLine): number {
  return line.picks.reduce((product, pick) => Math.floor((product * pick.price) / 1000), 1000)
}

/** The most the line's stake may be, as far as the slip knows: its tightest market's limit. */
export function lineMaxStake(line: SlipLine): number {
  return Math.min(...line.picks.map((pick) => pick.maxStake))
}

/** The most one line returns: its tightest market's maximum payout (the server holds each line to its own). */
export function lineMaxPayout(line: SlipLine): number {
  return Math.min(...line.picks.map((pick) => pick.maxPayout))
}

/** The stake typed, in minor units; null when the box is empty or holds no amount. */
export function lineStake(line: SlipLine): number | null {
  if (line.stakeText.trim() === '') return null
  const stake = parseTaka(line.stakeText)
  return stake === null || stake === 0 ? null : stake
}

/** Why the typed stake cannot be sent as it is, as an error code; null when it can (or nothing is typed). */
export function stakeProblem(
  line: SlipLine,
): 'AMOUNT_NOT_A_NUMBER' | 'AMOUNT_BELOW_MINIMUM' | 'STAKE_ABOVE_LIMIT' | null {
  if (line.stakeText.trim() === '') return null
  const stake = parseTaka(line.stakeText)
  if (stake === null) return 'AMOUNT_NOT_A_NUMBER'
  if (stake < SPORT_BET_MIN_STAKE) return 'AMOUNT_BELOW_MINIMUM'
  if (stake > lineMaxStake(line)) return 'STAKE_ABOVE_LIMIT'
  return null
}

/**
 * What the bet returns if every leg wins at the prices on the slip: each of its lines at the stake per line, each
 * line within its own markets' maximum payout, as the server counts it.
 */
export function lineReturn(line: SlipLine): number | null {
  const stake = lineStake(line)
  if (stake === null) return null
  const maxPayout = line.lines.reduce(
    (sum, legs) =>
      Math.min(
        Number.MAX_SAFE_INTEGER,
        sum + Math.min(...legs.map((index) => line.picks[index]?.maxPayout ?? 0)),
      ),
    0,
  )
  return potentialReturn({
    stakePerLineMinor: stake,
    lines: line.lines,
    maxPayoutMinor: Math.max(1, maxPayout),
    odds: line.picks.map((pick) => pick.price),
  }).payout
}

/** The whole stake of a bet: its stake per line on every line. */
export function totalStakeOf(line: SlipLine): number | null {
  const stake = lineStake(line)
  return stake === null ? null : stake * line.lines.length
}

/** The total stake and potential return of the bets with a stake typed. */
export function slipTotals(state: SlipState): { stake: number; potentialReturn: number } {
  let stake = 0
  let total = 0
  for (const line of slipLines(state)) {
    const lineTotal = totalStakeOf(line)
    if (lineTotal === null) continue
    stake += lineTotal
    total += lineReturn(line) ?? 0
  }
  return { stake, potentialReturn: total }
}

/** The lines to send: each with a stake typed and no problem with it. */
export function placeableLines(state: SlipState): SlipLine[] {
  return slipLines(state).filter((line) => lineStake(line) !== null && stakeProblem(line) === null)
}

export function betInputOf(
  line: SlipLine,
  oddsPolicy: OddsPolicy,
  freeBet: SlipState['freeBet'] = null,
): PlaceSportBetInput {
  return {
    ...(freeBet?.lineId === line.id ? { freeBetGrantId: freeBet.grantId } : {}),
    type: line.type,
    ...(line.system ? { system: line.system } : {}),
    legs: line.picks.map((pick) => ({
      selectionId: pick.selectionId,
      price: pick.price,
      marketVersion: pick.marketVersion,
    })),
    stake: lineStake(line) ?? 0,
    oddsPolicy,
  }
}

/**
 * The slip after the server refused a line: each leg it names (`legs.<i>`) keeps its code beside it, and a leg whose
 * price moved takes the price and version now, so placing again accepts them. Any other refusal is the line's.
 */
export function applyRefusal(
  state: SlipState,
  line: SlipLine,
  code: string,
  fields: Record<string, string> | undefined,
): SlipState {
  const legRefusals = { ...state.legRefusals }
  const moved = new Map<string, { price: number; marketVersion: number }>()
  let isLegRefusal = false
  line.picks.forEach((pick, index) => {
    const legCode = fields?.[`legs.${index}`]
    if (!legCode) return
    isLegRefusal = true
    legRefusals[pick.selectionId] = { code: legCode }
    const price = Number(fields?.[`legs.${index}.price`])
    const marketVersion = Number(fields?.[`legs.${index}.marketVersion`])
    if (legCode === 'ODDS_CHANGED' && Number.isSafeInteger(price) && Number.isSafeInteger(marketVersion))
      moved.set(pick.selectionId, { price, marketVersion })
  })
  const picks = state.picks.map((pick) => {
    const now = moved.get(pick.selectionId)
    return now ? { ...pick, ...now } : pick
  })
  // The most a line takes: its limit's, or a bonus's maximum bet while it is wagered.
  const maxStake = Number(fields?.maxStake ?? fields?.maxBet)
  // A refusal that names its legs and still says what the line takes (LIABILITY_ABOVE_LIMIT) is the line's too.
  const lineRefusals =
    isLegRefusal && !Number.isSafeInteger(maxStake)
      ? state.lineRefusals
      : {
          ...state.lineRefusals,
          [line.id]: Number.isSafeInteger(maxStake) ? { code, maxStake } : { code },
        }
  return { ...state, picks, legRefusals, lineRefusals }
}

/**
 * The slip after some lines were placed: their stakes are cleared, and each selection leaves the slip once no line
 * still waiting (refused, or not sent) has a stake on it.
 */
export function afterPlacement(state: SlipState, placed: readonly SlipLine[]): SlipState {
  if (placed.length === 0) return state
  const placedIds = new Set(placed.map((line) => line.id))
  const waiting = slipLines(state).filter((line) => !placedIds.has(line.id) && lineStake(line) !== null)
  const kept = new Set(waiting.flatMap((line) => line.picks.map((pick) => pick.selectionId)))
  const placedPicks = new Set(placed.flatMap((line) => line.picks.map((pick) => pick.selectionId)))
  let next: SlipState = state
  for (const id of placedIds) next = { ...next, stakes: withoutKey(next.stakes, id) }
  if (next.freeBet && placedIds.has(next.freeBet.lineId)) next = { ...next, freeBet: null }
  for (const id of placedPicks) if (!kept.has(id)) next = removePick(next, id)
  return next
}

/** What a booking code saves of the slip: the bet type of its mode (singles as `single`). */
export function betTypeOfSlip(state: SlipState): BetType {
  const mode = slipMode(state)
  if (mode === 'singles') return { kind: 'single' }
  if (mode === 'accumulator') return { kind: 'accumulator' }
  return slipSystem(state)?.system ?? { kind: 'accumulator' }
}

/**
 * The slip a booking code loads: its selections at the prices and versions standing now, in its mode and system,
 * each selection that would be refused now carrying its refusal. Stakes start empty; the odds policy stays.
 */
export function slipFromBooking(state: SlipState, booked: BookedSlip): SlipState {
  const picks: SlipPick[] = booked.selections.map((selection) => ({
    selectionId: selection.selectionId,
    selectionName: selection.selectionName,
    marketId: selection.marketId,
    marketName: selection.marketName,
    marketVersion: selection.marketVersion,
    price: selection.price,
    maxStake: selection.maxStake,
    maxPayout: selection.maxPayout,
    eventId: selection.eventId,
    home: selection.home,
    away: selection.away,
  }))
  const legRefusals = Object.fromEntries(
    booked.selections.flatMap((selection) =>
      selection.refusal ? [[selection.selectionId, { code: selection.refusal }]] : [],
    ),
  )
  const { betType } = booked
  const mode: SlipMode =
    betType.kind === 'single' ? 'singles' : betType.kind === 'accumulator' ? 'accumulator' : 'system'
  const system =
    betType.kind === 'system' || betType.kind === 'k_from_n' ? keyOfSystem(betType) : state.system
  return { ...state, picks, stakes: {}, mode, system, legRefusals, lineRefusals: {} }
}

/** Takes the refusals off before a new attempt. */
export function clearRefusals(state: SlipState): SlipState {
  return { ...state, legRefusals: {}, lineRefusals: {} }
}

function withoutKey<Value>(record: Record<string, Value>, key: string): Record<string, Value> {
  if (!(key in record)) return record
  const { [key]: _, ...rest } = record
  return rest
}

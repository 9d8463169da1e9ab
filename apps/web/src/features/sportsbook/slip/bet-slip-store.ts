import { oddsPolicies } from '@khela/contracts/sportsbook-bet-types'
import { useSyncExternalStore } from 'react'
import { emptySlip, type SlipPick, type SlipState } from './bet-slip-state.ts'
import { slipModes } from './slip-systems.ts'

// The slip lives in this browser, so a reload or a visit later keeps it (a visitor builds one too). Refusals are
// the answer of one attempt and are not kept.
const STORAGE_KEY = 'khela.betSlip'
const listeners = new Set<() => void>()
let current: SlipState | undefined

function isText(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { en?: unknown }).en === 'string'
}

function isPick(value: unknown): value is SlipPick {
  if (typeof value !== 'object' || value === null) return false
  const pick = value as Record<string, unknown>
  return (
    typeof pick.selectionId === 'string' &&
    typeof pick.marketId === 'string' &&
    typeof pick.eventId === 'string' &&
    [pick.price, pick.marketVersion, pick.maxStake, pick.maxPayout].every(Number.isSafeInteger) &&
    [pick.selectionName, pick.marketName, pick.home, pick.away].every(isText)
  )
}

/** The kept slip, or an empty one when there is none or it is not one this version reads. */
export function parseStoredSlip(text: string | null): SlipState {
  if (!text) return emptySlip
  try {
    const stored = JSON.parse(text) as Partial<SlipState>
    const picks = Array.isArray(stored.picks) ? stored.picks.filter(isPick) : []
    const stakes = Object.fromEntries(
      Object.entries(stored.stakes ?? {}).filter(([, stake]) => typeof stake === 'string'),
    )
    const oddsPolicy = oddsPolicies.find((policy) => policy === stored.oddsPolicy) ?? emptySlip.oddsPolicy
    const mode = slipModes.find((known) => known === stored.mode) ?? emptySlip.mode
    const system = typeof stored.system === 'string' ? stored.system : emptySlip.system
    return { ...emptySlip, picks, stakes, mode, system, oddsPolicy }
  } catch {
    return emptySlip
  }
}

export function readSlip(): SlipState {
  if (current) return current
  try {
    current = parseStoredSlip(localStorage.getItem(STORAGE_KEY))
  } catch {
    current = emptySlip
  }
  return current
}

export function updateSlip(change: (state: SlipState) => SlipState): void {
  const next = change(readSlip())
  if (next === current) return
  current = next
  try {
    const { picks, stakes, mode, system, oddsPolicy } = next
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ picks, stakes, mode, system, oddsPolicy }))
  } catch {
    // Storage can be disabled (private mode); the slip then lasts for this visit only.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSlip(): SlipState {
  return useSyncExternalStore(subscribe, readSlip, () => emptySlip)
}

// What the slip last said politely (a selection that took the place of another), for its live region.
let announcement = ''
const announcementListeners = new Set<() => void>()

export function announce(message: string): void {
  announcement = message
  for (const listener of announcementListeners) listener()
}

export function useAnnouncement(): string {
  return useSyncExternalStore(
    (listener) => {
      announcementListeners.add(listener)
      return () => announcementListeners.delete(listener)
    },
    () => announcement,
    () => '',
  )
}

import { defaultOddsFormat, type OddsFormat, oddsFormats } from '@khela/contracts/sportsbook-odds'
import { useSyncExternalStore } from 'react'

// The player's odds format, kept in this browser: there is no player preferences API yet, and a visitor chooses
// one too. Every price on every sportsbook page follows a change at once.
const STORAGE_KEY = 'khela.oddsFormat'
const listeners = new Set<() => void>()

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (oddsFormats as readonly string[]).includes(value)
}

function storedOddsFormat(): OddsFormat {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return isOddsFormat(stored) ? stored : defaultOddsFormat
  } catch {
    return defaultOddsFormat
  }
}

let current: OddsFormat | undefined

function readOddsFormat(): OddsFormat {
  current ??= storedOddsFormat()
  return current
}

export function setOddsFormat(next: OddsFormat) {
  current = next
  try {
    localStorage.setItem(STORAGE_KEY, next)
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this visit only.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOddsFormat(): OddsFormat {
  return useSyncExternalStore(subscribe, readOddsFormat, () => defaultOddsFormat)
}

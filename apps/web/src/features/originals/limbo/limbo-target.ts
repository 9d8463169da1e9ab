import { MULTIPLIER_SCALE } from '@khela/contracts/fairness'
import { limboTargetBounds } from '@khela/contracts/fairness-games'
import { parseTaka } from '../../../lib/taka.ts'

/** A typed target (×2, ২.৫০, 1,000) in ten-thousandths, or null outside ×1.01–×1,000,000 or past 2 decimals. */
export function parseLimboTarget(text: string): number | null {
  const hundredths = parseTaka(text.replace(/^[×x]/i, ''))
  if (hundredths === null) return null
  const target = hundredths * (MULTIPLIER_SCALE / 100)
  return target >= limboTargetBounds.min && target <= limboTargetBounds.max ? target : null
}

/** P(result ≥ target) = (1 − edge) / target, in hundredths of a percent. */
export function limboWinChance(target: number, edgeBps: number): number {
  return Math.floor(((10_000 - edgeBps) * 10_000) / target)
}

import { limboTargetBounds } from '@khela/contracts/fairness-games'
import { parseTaka } from '../../../lib/taka.ts'

export type AutoCashoutProblem = 'AUTO_CASHOUT_INVALID' | 'AUTO_CASHOUT_OUT_OF_RANGE'

/**
 * The auto cash-out as typed ("2", "1.5", "×2.50", Bengali digits too) in ten-thousandths, or why it cannot be
 * sent: the server takes ×1.01 – ×1,000,000.00 with at most two decimals.
 */
export function parseAutoCashout(text: string): { value: number } | { problem: AutoCashoutProblem } {
  const hundredths = parseTaka(text.trim().replace(/^[×xX]\s*/, ''))
  if (hundredths === null) return { problem: 'AUTO_CASHOUT_INVALID' }
  const value = hundredths * 100
  if (value < limboTargetBounds.min || value > limboTargetBounds.max)
    return { problem: 'AUTO_CASHOUT_OUT_OF_RANGE' }
  return { value }
}

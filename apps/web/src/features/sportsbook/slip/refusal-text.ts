import { currentLanguage, hasTranslation, translate } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import type { Refusal } from './bet-slip-state.ts'

const CURRENCY = 'BDT'

/** A refusal in the player's language: the common catalogue's sentence for its code, with the most a stake may be. */
export function refusalText(refusal: Refusal): string {
  const key = `errors.${refusal.code}`
  const amount =
    refusal.maxStake === undefined ? undefined : formatMoney(refusal.maxStake, CURRENCY, currentLanguage())
  // A bonus's maximum bet is named in its own sentence; other limits add the most a stake may be after theirs.
  const sentence = translate(
    'common',
    hasTranslation('common', key) ? key : 'errors.INTERNAL',
    amount === undefined ? undefined : { maxBet: amount },
  )
  if (amount === undefined || sentence.includes(amount)) return sentence
  return `${sentence} ${translate('sportsbook', 'slip.mostStake', { amount })}`
}

import { currentLanguage, hasTranslation, translate } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import type { Refusal } from './bet-slip-state.ts'

const CURRENCY = 'BDT'

/** A refusal in the player's language: the common catalogue's sentence for its code, with the most a stake may be. */
export function refusalText(refusal: Refusal): string {
  const key = `errors.${refusal.code}`
  const sentence = translate('common', hasTranslation('common', key) ? key : 'errors.INTERNAL')
  if (refusal.maxStake === undefined) return sentence
  const most = translate('sportsbook', 'slip.mostStake', {
    amount: formatMoney(refusal.maxStake, CURRENCY, currentLanguage()),
  })
  return `${sentence} ${most}`
}

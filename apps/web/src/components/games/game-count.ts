import { formatNumber } from '../../lib/format.ts'
import { currentLanguage, translate } from '../../lib/i18n.ts'

/** "114 Games" / "১১৪টি গেম": the number in the reader's digits. */
export function gameCountText(count: number): string {
  return translate('common', count === 1 ? 'catalog.gameCountOne' : 'catalog.gameCount', {
    count: formatNumber(count, currentLanguage()),
  })
}

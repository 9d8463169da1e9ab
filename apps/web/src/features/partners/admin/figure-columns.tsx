import type { PartnerFigures, PartnerMoney } from '@khela/contracts/partners'
import type { Column } from '../../../components/admin/data-table.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'

/** Money per currency, one line each; a dash for none. */
function moneyText(amounts: PartnerMoney[]): string {
  const language = currentLanguage()
  return amounts.length === 0
    ? '—'
    : amounts.map(({ currency, amount }) => formatMoney(amount, currency, language)).join(', ')
}

/**
 * The figures' columns, named as the spec names them (D_B, W_B, A_U_C, A_D_C) beside their plain words, for any
 * row that carries `figures`.
 */
export function figureColumns<Row>(
  t: (key: string) => string,
  figuresOf: (row: Row) => PartnerFigures,
): Column<Row>[] {
  const language = currentLanguage()
  const count = (
    key: 'clicks' | 'registrations' | 'firstDeposits' | 'activePlayers' | 'activeDepositors',
  ) => ({
    id: key,
    header: t(`partners.figures.${key}`),
    isNumeric: true,
    cell: (row: Row) => formatNumber(figuresOf(row)[key], language),
  })
  return [
    count('clicks'),
    count('registrations'),
    count('firstDeposits'),
    count('activePlayers'),
    count('activeDepositors'),
    {
      id: 'deposits',
      header: t('partners.figures.deposits'),
      isNumeric: true,
      cell: (row) => moneyText(figuresOf(row).deposits),
    },
    {
      id: 'withdrawals',
      header: t('partners.figures.withdrawals'),
      isNumeric: true,
      cell: (row) => moneyText(figuresOf(row).withdrawals),
    },
  ]
}

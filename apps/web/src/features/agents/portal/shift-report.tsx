import type { CashierShift } from '@khela/contracts/agents'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'

/** A shift's figures: what came in and went out, the cash expected in the drawer and, once closed, the count. */
export function ShiftReport({ shift }: { shift: CashierShift }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const money = (amount: number) => formatMoney(amount, shift.currency, language)
  const rows: [string, string][] = [
    [t('partnerPortal.shift.openingCash'), money(shift.openingCash)],
    [t('partnerPortal.shift.deposits', { count: shift.depositsCount }), money(shift.depositsTotal)],
    [t('partnerPortal.shift.payouts', { count: shift.payoutsCount }), money(shift.payoutsTotal)],
    [t('partnerPortal.shift.expectedCash'), money(shift.expectedCash)],
  ]
  if (shift.closingCash !== null) rows.push([t('partnerPortal.shift.countedCash'), money(shift.closingCash)])
  if (shift.difference !== null) rows.push([t('partnerPortal.shift.difference'), money(shift.difference)])
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl border border-night-700 p-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-400">{label}</dt>
          <dd className="text-right font-semibold text-white">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

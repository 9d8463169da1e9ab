import type { Currency } from '@khela/contracts/accounts'
import type { OverviewProviderLine } from '@khela/contracts/overview'
import { useId } from 'react'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'

/**
 * Beside the charts: the period's stakes, payouts and GGR per provider in one currency, the Khela Originals as one
 * line, counted as the games chart counts them.
 */
export function OverviewProvidersTable({
  lines,
  currency,
}: {
  lines: OverviewProviderLine[]
  currency: Currency
}) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const headingId = useId()
  const title = t('overview.providers.title', { currency })
  const money = (amount: number) => formatMoney(amount, currency, language)
  const header = (column: string) => t(`overview.providers.columns.${column}`)
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-night-700 bg-night-850 p-4">
      <h3 id={headingId} className="mb-3 text-sm font-semibold text-white">
        {title}
      </h3>
      <DataTable
        label={title}
        rows={lines}
        rowKey={(line) => (line.source === 'originals' ? 'originals' : `provider:${line.provider.code}`)}
        empty={t('overview.providers.empty')}
        columns={[
          {
            id: 'provider',
            header: header('provider'),
            isRowHeader: true,
            wraps: true,
            cell: (line) =>
              line.source === 'originals' ? t('overview.providers.originals') : line.provider.name,
          },
          { id: 'stakes', header: header('stakes'), isNumeric: true, cell: (line) => money(line.stakes) },
          { id: 'payouts', header: header('payouts'), isNumeric: true, cell: (line) => money(line.payouts) },
          { id: 'ggr', header: header('ggr'), isNumeric: true, cell: (line) => money(line.ggr) },
        ]}
      />
    </section>
  )
}

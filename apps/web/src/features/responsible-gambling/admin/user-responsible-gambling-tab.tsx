import { type LimitKey, limitKeys } from '@khela/contracts/responsible-gambling'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { usePlayerResponsibleGambling } from './get-player-responsible-gambling.ts'

/**
 * The user profile's Responsible Gambling tab: the player's limits, pending increases, time-out or self-exclusion
 * and reality-check interval. Read only: staff can see these, never change or shorten them.
 */
export function UserResponsibleGamblingTab({ userId }: { userId: string }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const state = usePlayerResponsibleGambling(userId)
  if (state.isPending)
    return (
      <p role="status" className="py-8 text-center text-sm text-slate-400">
        {t('loading')}
      </p>
    )
  if (state.isError)
    return (
      <p role="alert" className="py-8 text-center text-sm text-ember-500">
        {errorMessage(state.error)}
      </p>
    )
  const { limits, pending, exclusion, currency, realityCheckMinutes } = state.data
  const valueText = (key: LimitKey, value: number | null) =>
    value === null
      ? t('responsibleGambling.none')
      : key === 'session'
        ? t('responsibleGambling.minutes', { minutes: value })
        : formatMoney(value, currency, language)

  return (
    <div className="space-y-4">
      <p role="status" className="rounded-lg border border-night-700 bg-night-850 p-3 text-sm text-slate-200">
        {exclusion === null
          ? t('responsibleGambling.noExclusion')
          : exclusion.endsAt === null
            ? t('responsibleGambling.excludedPermanently', {
                since: formatDateTime(exclusion.startedAt, language),
              })
            : t(`responsibleGambling.excluded.${exclusion.kind}`, {
                since: formatDateTime(exclusion.startedAt, language),
                until: formatDateTime(exclusion.endsAt, language),
              })}
      </p>
      <DataTable
        label={t('responsibleGambling.caption')}
        caption="visible"
        rows={[...limitKeys]}
        rowKey={(key) => key}
        empty={t('responsibleGambling.none')}
        columns={[
          {
            id: 'limit',
            header: t('responsibleGambling.limit'),
            isRowHeader: true,
            cellClassName: () => 'font-medium text-slate-300',
            cell: (key) => t(`responsibleGambling.limits.${key}`),
          },
          {
            id: 'inForce',
            header: t('responsibleGambling.inForce'),
            cellClassName: () => 'text-white',
            cell: (key) => valueText(key, limits[key]),
          },
          {
            id: 'pending',
            header: t('responsibleGambling.pending'),
            wraps: true,
            cellClassName: () => 'text-slate-300',
            cell: (key) => {
              const change = pending[key]
              return change
                ? t('responsibleGambling.pendingChange', {
                    value: valueText(key, change.value),
                    when: formatDateTime(change.effectiveAt, language),
                  })
                : '—'
            },
          },
        ]}
      />
      <p className="text-sm text-slate-300">
        {realityCheckMinutes === null
          ? t('responsibleGambling.realityCheckOff')
          : t('responsibleGambling.realityCheckEvery', { minutes: realityCheckMinutes })}
      </p>
    </div>
  )
}

import type { Currency } from '@khela/contracts/accounts'
import { useQuery } from '@tanstack/react-query'
import { TriangleAlert } from 'lucide-react'
import { forwardRef, useId } from 'react'
import { api } from '../../lib/endpoint.ts'
import * as bonusesApi from '../../lib/endpoints/bonuses.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'

export const withdrawalWarningQueryKey = ['cashier', 'bonus-forfeit-warning'] as const

/** What a withdrawal now would forfeit; refetched with the cashier's lists after every request. */
export function useWithdrawalWarning() {
  return useQuery({
    queryKey: withdrawalWarningQueryKey,
    queryFn: ({ signal }) => api(bonusesApi.withdrawalWarning, { signal }),
    // A deposit approved moments ago may have brought a bonus: read afresh each time the form opens.
    refetchOnMount: 'always',
    meta: { showsOwnError: true },
  })
}

interface WithdrawalBonusWarningProps {
  warning: bonusesApi.ForfeitWarning
  currency: Currency
  isConfirmed: boolean
  onConfirm: (isConfirmed: boolean) => void
  /** The reminder shown when the player submits without confirming. */
  error: string | undefined
}

/**
 * Before a withdrawal that would end active bonuses: which ones and how much, and the box the player must tick
 * (the request then says `forfeitBonuses: true`).
 */
export const WithdrawalBonusWarning = forwardRef<HTMLInputElement, WithdrawalBonusWarningProps>(
  function WithdrawalBonusWarning({ warning, currency, isConfirmed, onConfirm, error }, checkboxRef) {
    const { t } = useTranslation()
    const language = currentLanguage()
    const id = useId()
    const money = (minor: number) => formatMoney(minor, currency, language)
    return (
      <section
        aria-labelledby={`${id}-title`}
        className="space-y-2 rounded-lg border border-ember-500/60 bg-ember-500/10 p-3"
      >
        <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-bold text-white">
          <TriangleAlert aria-hidden size={16} className="text-ember-400" />
          {t('bonus.forfeit.title')}
        </h3>
        <p className="text-sm text-slate-200">{t('bonus.forfeit.body')}</p>
        <ul className="space-y-1 text-sm text-slate-200">
          {warning.grants.map((grant) => (
            <li key={grant.grantId} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">{grant.name[language]}</span>
              <span className="shrink-0 tabular-nums">{money(grant.balance)}</span>
            </li>
          ))}
        </ul>
        <p className="text-sm font-bold text-white">
          {t('bonus.forfeit.total', { amount: money(warning.total) })}
        </p>
        <label className="flex items-start gap-2.5 text-sm text-white">
          <input
            ref={checkboxRef}
            type="checkbox"
            checked={isConfirmed}
            onChange={(event) => onConfirm(event.target.checked)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-0.5 size-4 shrink-0 accent-gold-500"
          />
          {t('bonus.forfeit.confirm')}
        </label>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-xs font-medium text-ember-300">
            {error}
          </p>
        )}
      </section>
    )
  },
)

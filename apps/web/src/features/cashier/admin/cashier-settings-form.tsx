import { type FormEvent, useState } from 'react'
import { ListFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { parseTaka, takaInputValue } from '../../../lib/taka.ts'
import { notify } from '../../../lib/toast.ts'
import { useCashierSettings, useUpdateCashierSettings } from './cashier-settings-queries.ts'
import { cashierErrorMessage } from './decision-error-message.ts'
import { useMethodErrorText } from './use-method-error-text.ts'

/**
 * The cashier's rules: above which amount a withdrawal needs a second staff member's approval. Only staff with
 * settings.write (admins) change it — those who approve withdrawals must not lift their own four-eyes rule.
 */
export function CashierSettingsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('admin')
  const settings = useCashierSettings()
  return (
    <section aria-labelledby="cashier-rules" className="space-y-3">
      <div>
        <h2 id="cashier-rules" className="text-base font-bold text-white">
          {t('cashier.rules.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{t('cashier.rules.intro')}</p>
      </div>
      {settings.isPending ? (
        <ListLoading />
      ) : settings.isError ? (
        <ListFailure
          section="cashier"
          title={t('cashier.rules.loadFailed')}
          error={settings.error}
          onRetry={() => settings.refetch()}
        />
      ) : !canEdit ? (
        <div className="space-y-1 text-sm">
          <p className="text-slate-400">{t('cashier.rules.secondApprovalAbove')}</p>
          <p className="font-bold tabular-nums text-white" data-testid="second-approval-above">
            {formatMoney(settings.data.secondApprovalAbove, 'BDT', currentLanguage())}
          </p>
          <p className="text-xs text-slate-500">{t('cashier.rules.adminsOnly')}</p>
        </div>
      ) : (
        <CashierSettingsForm
          key={settings.data.secondApprovalAbove}
          threshold={settings.data.secondApprovalAbove}
        />
      )}
    </section>
  )
}

function CashierSettingsForm({ threshold }: { threshold: number }) {
  const { t } = useTranslation('admin')
  const errorText = useMethodErrorText()
  const update = useUpdateCashierSettings()
  const [value, setValue] = useState(takaInputValue(threshold))
  const [error, setError] = useState<string>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (update.isPending) return
    const poisha = parseTaka(value)
    if (poisha === null || poisha < 1) return setError(errorText('NUMBER_OUT_OF_RANGE'))
    update.mutate(
      { secondApprovalAbove: poisha },
      {
        onSuccess: () => notify('success', t('cashier.rules.saved')),
        onError: (failure) => {
          const code = failure instanceof ApiError ? failure.fields?.secondApprovalAbove : undefined
          setError(code ? errorText(code) : cashierErrorMessage(failure))
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="w-full max-w-xs">
        <FormField
          label={t('cashier.rules.secondApprovalAbove')}
          error={error}
          hint={<p className="text-xs text-slate-500">{t('cashier.rules.secondApprovalHint')}</p>}
        >
          {(control) => (
            <input
              {...control}
              value={value}
              inputMode="decimal"
              onChange={(event) => {
                setValue(event.target.value)
                setError(undefined)
              }}
              className={`${inputClass} tabular-nums`}
            />
          )}
        </FormField>
      </div>
      <button type="submit" disabled={update.isPending} className={`${buttonClass('gold')} mb-6`}>
        {update.isPending ? '...' : t('cashier.rules.save')}
      </button>
    </form>
  )
}

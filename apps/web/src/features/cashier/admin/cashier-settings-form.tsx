import { cashierSettings } from '@khela/contracts/cashier'
import { z } from 'zod'
import { ListFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { takaText } from '../../../components/admin/taka-text.ts'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { takaInputValue } from '../../../lib/taka.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useCashierSettings, useUpdateCashierSettings } from './cashier-settings-queries.ts'
import { cashierErrorMessage } from './decision-error-message.ts'
import { useMethodErrorText } from './use-method-error-text.ts'

/** The threshold is typed in taka. */
const cashierSettingsForm = z.object({
  secondApprovalAbove: takaText.pipe(cashierSettings.shape.secondApprovalAbove),
})

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
  const form = useZodForm(cashierSettingsForm, { secondApprovalAbove: takaInputValue(threshold) })
  const problem = form.formState.errors.secondApprovalAbove
  // The server's code, or its failure in words; anything the form refuses itself is an amount out of range.
  const error =
    problem === undefined
      ? undefined
      : problem.type === 'server'
        ? errorText(problem.message)
        : problem.type === 'failure'
          ? problem.message
          : errorText('NUMBER_OUT_OF_RANGE')

  const submit = form.handleSubmit((settings) => {
    if (update.isPending) return
    update.mutate(settings, {
      onSuccess: () => notify('success', t('cashier.rules.saved')),
      onError: (failure) => {
        const code = failure instanceof ApiError ? failure.fields?.secondApprovalAbove : undefined
        form.setError(
          'secondApprovalAbove',
          code
            ? { type: 'server', message: code }
            : { type: 'failure', message: cashierErrorMessage(failure) },
        )
      },
    })
  })

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
              {...form.register('secondApprovalAbove', {
                onChange: () => form.clearErrors('secondApprovalAbove'),
              })}
              inputMode="decimal"
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

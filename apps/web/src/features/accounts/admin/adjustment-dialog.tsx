import type { AdminUserDetails } from '@khela/contracts/admin-users'
import { adjustmentDirections, adjustmentInput } from '@khela/contracts/wallet'
import { useRef } from 'react'
import { z } from 'zod'
import { takaText } from '../../../components/admin/taka-text.ts'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { adminErrorMessage } from './admin-error-message.ts'
import { useAdjustBalance } from './user-wallet-queries.ts'

const REASON_MIN_LENGTH = 3
const REASON_MAX_LENGTH = 500

/** The amount is typed in taka; the user is the dialog's. */
const adjustmentForm = z.object({
  direction: adjustmentInput.shape.direction,
  amount: takaText.pipe(adjustmentInput.shape.amount),
  reason: adjustmentInput.shape.reason,
})

/** A manual correction of the player's cash: credit or debit, an amount in taka and a reason for the audit. */
export function AdjustmentDialog({
  user,
  isOpen,
  onClose,
}: {
  user: AdminUserDetails
  isOpen: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('userWallet.adjust.title', { name: user.name })}>
      {isOpen && <AdjustmentForm user={user} onDone={onClose} />}
    </Modal>
  )
}

function AdjustmentForm({ user, onDone }: { user: AdminUserDetails; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const adjust = useAdjustBalance(user.id)
  // One key per intended adjustment: kept while the form is unchanged so a retry is answered, not repeated.
  const key = useRef<string | null>(null)
  const form = useZodForm(adjustmentForm, { direction: 'credit', amount: '', reason: '' })
  const { errors } = form.formState

  const change = () => {
    key.current = null
    form.clearErrors()
    adjust.reset()
  }

  const submit = form.handleSubmit((adjustment) => {
    if (adjust.isPending) return
    key.current ??= crypto.randomUUID()
    adjust.mutate(
      { input: { userId: user.id, ...adjustment }, idempotencyKey: key.current },
      {
        onSuccess: (result) => {
          notify(
            'success',
            t(`userWallet.adjust.done.${result.direction}`, {
              amount: formatMoney(result.amount, result.currency, language),
              cash: formatMoney(result.cashAfter, result.currency, language),
            }),
          )
          onDone()
        },
      },
    )
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('userWallet.adjust.direction')}>
          {(control) => (
            <select {...control} {...form.register('direction', { onChange: change })} className={inputClass}>
              {adjustmentDirections.map((option) => (
                <option key={option} value={option}>
                  {t(`userWallet.adjust.directions.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('userWallet.adjust.amount')}
          error={errors.amount && t('userWallet.adjust.amountInvalid')}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('amount', { onChange: change })}
              inputMode="decimal"
              autoComplete="off"
              aria-required
              className={`${inputClass} tabular-nums`}
            />
          )}
        </FormField>
      </div>
      <FormField
        label={t('userWallet.adjust.reason')}
        error={errors.reason && t('cashier.reasonTooShort', { minLength: REASON_MIN_LENGTH })}
        hint={<p className="text-xs text-slate-500">{t('userWallet.adjust.reasonHint')}</p>}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('reason', { onChange: change })}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            aria-required
            className={`${inputClass} h-auto py-2`}
          />
        )}
      </FormField>
      {adjust.isError && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {adminErrorMessage(adjust.error, 'userWallet.adjust.errors')}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClass('ghost')}>
          {t('cashier.cancel')}
        </button>
        <button type="submit" disabled={adjust.isPending} className={buttonClass('gold')}>
          {adjust.isPending ? '...' : t('userWallet.adjust.submit')}
        </button>
      </div>
    </form>
  )
}

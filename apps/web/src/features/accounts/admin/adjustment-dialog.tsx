import type { AdminUserDetails } from '@khela/contracts/admin-users'
import { adjustmentDirections } from '@khela/contracts/wallet'
import { type FormEvent, useRef, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { parseTaka } from '../../../lib/taka.ts'
import { notify } from '../../../lib/toast.ts'
import { adminErrorMessage } from './admin-error-message.ts'
import { useAdjustBalance } from './user-wallet-queries.ts'

const REASON_MIN_LENGTH = 3
const REASON_MAX_LENGTH = 500

type Direction = (typeof adjustmentDirections)[number]

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
  const [direction, setDirection] = useState<Direction>('credit')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({})

  const change = (apply: () => void) => {
    apply()
    key.current = null
    setErrors({})
    adjust.reset()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (adjust.isPending) return
    const poisha = parseTaka(amount)
    const found = {
      amount: poisha === null || poisha < 1 ? t('userWallet.adjust.amountInvalid') : undefined,
      reason:
        reason.trim().length < REASON_MIN_LENGTH
          ? t('cashier.reasonTooShort', { minLength: REASON_MIN_LENGTH })
          : undefined,
    }
    if (found.amount || found.reason || poisha === null) return setErrors(found)
    key.current ??= crypto.randomUUID()
    adjust.mutate(
      {
        input: { userId: user.id, direction, amount: poisha, reason: reason.trim() },
        idempotencyKey: key.current,
      },
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
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('userWallet.adjust.direction')}>
          {(control) => (
            <select
              {...control}
              value={direction}
              onChange={(event) => change(() => setDirection(event.target.value as Direction))}
              className={inputClass}
            >
              {adjustmentDirections.map((option) => (
                <option key={option} value={option}>
                  {t(`userWallet.adjust.directions.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('userWallet.adjust.amount')} error={errors.amount}>
          {(control) => (
            <input
              {...control}
              value={amount}
              inputMode="decimal"
              autoComplete="off"
              aria-required
              onChange={(event) => change(() => setAmount(event.target.value))}
              className={`${inputClass} tabular-nums`}
            />
          )}
        </FormField>
      </div>
      <FormField
        label={t('userWallet.adjust.reason')}
        error={errors.reason}
        hint={<p className="text-xs text-slate-500">{t('userWallet.adjust.reasonHint')}</p>}
      >
        {(control) => (
          <textarea
            {...control}
            value={reason}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            aria-required
            onChange={(event) => change(() => setReason(event.target.value))}
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

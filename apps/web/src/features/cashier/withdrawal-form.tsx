import { type CashierMethod, withdrawalUserTypes } from '@khela/contracts/cashier'
import type { PlayerBalances } from '@khela/contracts/wallet'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { useIdempotentAttempt } from '../../lib/idempotent-attempt.ts'
import { formatMoney } from '../../lib/money.ts'
import { notify } from '../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../lib/use-zod-form.ts'
import { walletBalanceQueryKey } from '../../lib/wallet-balance.ts'
import { cashierQueryKey, createWithdrawal } from './cashier-api.ts'
import { cashierErrorText } from './cashier-error-text.ts'
import { isKycRefusal, KycFailureLink } from './kyc-failure-link.tsx'
import {
  useWithdrawalWarning,
  WithdrawalBonusWarning,
  withdrawalWarningQueryKey,
} from './withdrawal-bonus-warning.tsx'
import { withdrawalFields, withdrawalRequestForm, withdrawalValues } from './withdrawal-request-form.ts'

/** Where a payout goes and how much: held from the cash balance as soon as it is sent. */
export function WithdrawalForm({
  methods,
  balances,
}: {
  methods: CashierMethod[]
  balances: PlayerBalances
}) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const queryClient = useQueryClient()
  const [isKycFailure, setIsKycFailure] = useState(false)
  const warning = useWithdrawalWarning()
  const [isForfeitConfirmed, setIsForfeitConfirmed] = useState(false)
  const [forfeitError, setForfeitError] = useState<string>()
  const forfeitBox = useRef<HTMLInputElement>(null)
  const hasActiveBonuses = (warning.data?.grants.length ?? 0) > 0
  const send = useIdempotentAttempt(createWithdrawal)
  const form = useZodForm(withdrawalRequestForm(methods, balances.cash), withdrawalValues(methods))
  const { failure, clear, fail } = useSubmitFailure(form.setError, withdrawalFields)
  const { errors, isSubmitting } = form.formState
  const userType = form.watch('userType')
  const method = methods.find((candidate) => candidate.id === form.watch('methodId'))
  const money = (amount: number) => formatMoney(amount, balances.currency, language)

  const submit = form.handleSubmit(async (input) => {
    if (hasActiveBonuses && !isForfeitConfirmed) {
      setForfeitError(t('bonus.forfeit.required'))
      forfeitBox.current?.focus()
      return
    }
    try {
      await send({ ...input, ...(isForfeitConfirmed ? { forfeitBonuses: true } : {}) })
      notify('success', t('cashier.withdrawal.submitted'))
      // A fresh form for the next request: its account is checked when the player moves on, not at every key.
      form.reset({ ...form.getValues(), receiverAccount: '', amount: '' })
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
      void queryClient.invalidateQueries({ queryKey: cashierQueryKey })
      setIsForfeitConfirmed(false)
    } catch (error) {
      setIsKycFailure(isKycRefusal(error))
      // Bonuses granted since the warning was read: show them and ask again.
      if (error instanceof ApiError && error.code === 'BONUS_FORFEIT_REQUIRED') {
        setIsForfeitConfirmed(false)
        setForfeitError(t('bonus.forfeit.required'))
        await queryClient.invalidateQueries({ queryKey: withdrawalWarningQueryKey })
        forfeitBox.current?.focus()
      } else if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') {
        form.setError('amount', { type: 'server', message: error.code }, { shouldFocus: true })
        void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
      } else fail(error)
    }
  })

  const errorText = (code: string | undefined) => (code ? cashierErrorText(code) : undefined)

  return (
    <form
      noValidate
      onSubmit={(event) => {
        clear()
        void submit(event)
      }}
      className="space-y-4"
    >
      <p className="flex items-center justify-between gap-3 rounded-lg bg-night-800 px-3 py-2.5 text-sm text-slate-300">
        {t('cashier.withdrawal.withdrawable')}
        <strong className="tabular-nums text-gold-300">{money(balances.cash)}</strong>
      </p>
      <FormField label={t('cashier.withdrawal.method')} error={errorText(errors.methodId?.message)}>
        {(control) => (
          <select
            {...control}
            {...form.register('methodId', { onChange: () => form.clearErrors() })}
            className={inputClass}
          >
            {methods.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset>
        <legend className="mb-1.5 block text-xs font-semibold text-slate-300">
          {t('cashier.withdrawal.userType')}
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {withdrawalUserTypes.map((type) => (
            <label
              key={type}
              className={`flex h-11 min-w-0 cursor-pointer items-center justify-center gap-1.5 rounded-lg border px-1 text-sm font-semibold transition has-focus-visible:ring-2 has-focus-visible:ring-gold-400 ${
                userType === type
                  ? 'border-gold-500 bg-gold-500/15 text-gold-300'
                  : 'border-night-600 bg-night-800 text-slate-300'
              }`}
            >
              <input type="radio" value={type} {...form.register('userType')} className="sr-only" />
              <span className="truncate">{t(`cashier.withdrawal.userTypes.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        label={
          method?.gateway === 'BANK_TRANSFER'
            ? t('cashier.withdrawal.receiverBank')
            : t('cashier.withdrawal.receiverMobile')
        }
        error={errorText(errors.receiverAccount?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('receiverAccount', {
              onChange: () => form.clearErrors('receiverAccount'),
              // Checked when the player moves on, once there is something to check.
              onBlur: (event) => {
                if (event.target.value.trim() !== '') void form.trigger('receiverAccount')
              },
            })}
            autoComplete="off"
            {...(method?.gateway === 'BANK_TRANSFER'
              ? { type: 'text', autoCapitalize: 'characters' }
              : { type: 'tel', inputMode: 'tel', placeholder: '01XXXXXXXXX' })}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label={t('cashier.withdrawal.amount')}
        error={errorText(errors.amount?.message)}
        hint={
          method && (
            <p className="text-xs text-slate-400">
              {t('cashier.amount.limits', {
                min: money(method.withdrawalLimits.min),
                max: money(method.withdrawalLimits.max),
              })}
            </p>
          )
        }
      >
        {(control) => (
          <input
            {...control}
            {...form.register('amount', {
              // Checked as it is typed, once there is something to check.
              onChange: (event) => {
                if (event.target.value.trim() === '') form.clearErrors('amount')
                else void form.trigger('amount')
              },
            })}
            inputMode="decimal"
            autoComplete="off"
            className={inputClass}
          />
        )}
      </FormField>
      {warning.data && hasActiveBonuses && (
        <WithdrawalBonusWarning
          ref={forfeitBox}
          warning={warning.data}
          currency={balances.currency}
          isConfirmed={isForfeitConfirmed}
          onConfirm={(isConfirmed) => {
            setIsForfeitConfirmed(isConfirmed)
            setForfeitError(undefined)
          }}
          error={forfeitError}
        />
      )}
      <FormFailure message={failure} action={isKycFailure ? <KycFailureLink /> : undefined} />
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        aria-label={isSubmitting ? t('cashier.submitting') : undefined}
        className={`${buttonClass('gold', 'lg')} w-full`}
      >
        {isSubmitting ? '...' : t('cashier.withdrawal.submit')}
      </button>
    </form>
  )
}

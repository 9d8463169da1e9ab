import {
  amountError,
  type CashierMethod,
  receiverAccountPattern,
  type WithdrawalInput,
  type WithdrawalUserType,
  withdrawalUserTypes,
} from '@khela/contracts/cashier'
import type { PlayerBalances } from '@khela/contracts/wallet'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { useIdempotentAttempt } from '../../lib/idempotent-attempt.ts'
import { formatMoney } from '../../lib/money.ts'
import { parseTaka } from '../../lib/taka.ts'
import { notify } from '../../lib/toast.ts'
import { walletBalanceQueryKey } from '../../lib/wallet-balance.ts'
import { cashierQueryKey, createWithdrawal } from './cashier-api.ts'
import { cashierErrorText } from './cashier-error-text.ts'
import { isKycRefusal, KycFailureLink } from './kyc-failure-link.tsx'

type Field = 'methodId' | 'receiverAccount' | 'amount'

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
  const [methodId, setMethodId] = useState(methods[0]?.id ?? '')
  const [userType, setUserType] = useState<WithdrawalUserType>('personal')
  const [receiverAccount, setReceiverAccount] = useState('')
  const [amountText, setAmountText] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [isKycFailure, setIsKycFailure] = useState(false)
  const [isSubmitting, setIsSubmitting] = useState(false)
  const send = useIdempotentAttempt(createWithdrawal)
  const method = methods.find((candidate) => candidate.id === methodId)
  const money = (amount: number) => formatMoney(amount, balances.currency, language)

  const receiverError = (value: string): string | null => {
    if (!method) return null
    const normalised = value.replace(/\s+/g, '').toUpperCase()
    if (normalised === '') return 'REQUIRED'
    if (receiverAccountPattern(method.gateway).test(normalised)) return null
    return method.gateway === 'MOBILE_BANKING' ? 'RECEIVER_MOBILE' : 'RECEIVER_ACCOUNT'
  }

  const amountProblem = (text: string): string | null => {
    if (text.trim() === '') return 'REQUIRED'
    const amount = parseTaka(text)
    if (amount === null || amount === 0) return 'AMOUNT_NOT_A_NUMBER'
    if (method) {
      const limitError = amountError(amount, method.withdrawalLimits)
      if (limitError) return limitError
    }
    return amount > balances.cash ? 'INSUFFICIENT_FUNDS' : null
  }

  const submit = async () => {
    setFailure(null)
    const found: Partial<Record<Field, string>> = {}
    if (!method) found.methodId = 'REQUIRED'
    const receiverCode = receiverError(receiverAccount)
    if (receiverCode) found.receiverAccount = receiverCode
    const amountCode = amountProblem(amountText)
    if (amountCode) found.amount = amountCode
    setErrors(found)
    const amount = parseTaka(amountText)
    if (Object.keys(found).length > 0 || !method || amount === null) return
    const input: WithdrawalInput = { methodId: method.id, userType, receiverAccount, amount }
    setIsSubmitting(true)
    try {
      await send(input)
      notify('success', t('cashier.withdrawal.submitted'))
      setReceiverAccount('')
      setAmountText('')
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
      void queryClient.invalidateQueries({ queryKey: cashierQueryKey })
    } catch (error) {
      setIsKycFailure(isKycRefusal(error))
      const fields = error instanceof ApiError ? error.fields : undefined
      const onFields: Partial<Record<Field, string>> = {}
      for (const field of ['methodId', 'receiverAccount', 'amount'] as const) {
        if (fields?.[field]) onFields[field] = fields[field]
      }
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') onFields.amount = error.code
      if (Object.keys(onFields).length > 0) setErrors(onFields)
      else setFailure(errorMessage(error))
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') {
        void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
      }
    } finally {
      setIsSubmitting(false)
    }
  }

  const errorText = (code: string | undefined) => (code ? cashierErrorText(code) : undefined)

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      className="space-y-4"
    >
      <p className="flex items-center justify-between gap-3 rounded-lg bg-night-800 px-3 py-2.5 text-sm text-slate-300">
        {t('cashier.withdrawal.withdrawable')}
        <strong className="tabular-nums text-gold-300">{money(balances.cash)}</strong>
      </p>
      <FormField label={t('cashier.withdrawal.method')} error={errorText(errors.methodId)}>
        {(control) => (
          <select
            {...control}
            value={methodId}
            onChange={(event) => {
              setMethodId(event.target.value)
              setErrors({})
            }}
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
              <input
                type="radio"
                name="userType"
                value={type}
                checked={userType === type}
                onChange={() => setUserType(type)}
                className="sr-only"
              />
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
        error={errorText(errors.receiverAccount)}
      >
        {(control) => (
          <input
            {...control}
            value={receiverAccount}
            onChange={(event) => {
              setReceiverAccount(event.target.value)
              if (errors.receiverAccount) setErrors(({ receiverAccount: _, ...rest }) => rest)
            }}
            onBlur={() => {
              const code = receiverAccount.trim() === '' ? null : receiverError(receiverAccount)
              if (code) setErrors((current) => ({ ...current, receiverAccount: code }))
            }}
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
        error={errorText(errors.amount)}
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
            value={amountText}
            onChange={(event) => {
              setAmountText(event.target.value)
              const code = event.target.value.trim() === '' ? null : amountProblem(event.target.value)
              setErrors(({ amount: _, ...rest }) => (code ? { ...rest, amount: code } : rest))
            }}
            inputMode="decimal"
            autoComplete="off"
            className={inputClass}
          />
        )}
      </FormField>
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

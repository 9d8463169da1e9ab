import {
  bangladeshMobilePattern,
  type CashierMethod,
  type DepositInput,
  type PaymentField,
} from '@khela/contracts/cashier'
import { useQueryClient } from '@tanstack/react-query'
import { Check, Copy } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Controller, type UseFormSetError } from 'react-hook-form'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { currentLanguage, translate, useTranslation } from '../../lib/i18n.ts'
import { type AttemptStore, useIdempotentAttempt } from '../../lib/idempotent-attempt.ts'
import { setModalBusy } from '../../lib/modal-store.ts'
import { formatMoney } from '../../lib/money.ts'
import { notify } from '../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../lib/use-zod-form.ts'
import { StepHeading } from './amount-step.tsx'
import { cashierMethodsQueryKey, cashierQueryKey, createDeposit, uploadSlip } from './cashier-api.ts'
import { cashierErrorText } from './cashier-error-text.ts'
import { formatHint, slipFileError } from './cashier-rules.ts'
import { bonusChoiceFields, DepositBonusPanel, noBonusChoice } from './deposit-bonus-panel.tsx'
import { depositDetailsForm, depositDetailsValues } from './deposit-details-form.ts'
import { isKycRefusal, KycFailureLink } from './kyc-failure-link.tsx'

interface DetailsStepProps {
  method: CashierMethod
  amount: number | null
  /** The flow's unfinished submission, which outlives this step. */
  attempts: AttemptStore
  onBack: () => void
  /** Submit without an amount: back to step 2 with its reminder. */
  onAmountMissing: () => void
  onDeposited: () => void
}

/** A screenshot chosen for an image field: its upload under way or done, or why its file was refused. */
type Slip = { status: 'uploading' } | { status: 'uploaded' } | { status: 'refused'; code: string }

/**
 * Step 3: how to send the money, where to, and the method's own inputs (sender number, transaction id, a
 * screenshot). Text is checked by the same rules as the server's while typing; a screenshot is checked in the
 * browser and uploaded when chosen, and the form holds its slip id.
 */
export function DetailsStep({
  method,
  amount,
  attempts,
  onBack,
  onAmountMissing,
  onDeposited,
}: DetailsStepProps) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const queryClient = useQueryClient()
  const [slips, setSlips] = useState<Record<string, Slip>>({})
  const [isKycFailure, setIsKycFailure] = useState(false)
  const [bonusChoice, setBonusChoice] = useState(noBonusChoice)
  const latestChoice = useRef(new Map<string, number>())
  const send = useIdempotentAttempt(createDeposit, attempts)
  const refusals = Object.fromEntries(
    Object.entries(slips).flatMap(([key, slip]) => (slip.status === 'refused' ? [[key, slip.code]] : [])),
  )
  const form = useZodForm(depositDetailsForm(method, amount, refusals), depositDetailsValues(method.fields))
  // The server names an input by its place in the body (`inputs.transactionId`); the form holds it by its key.
  const setApiError: UseFormSetError<DepositInput> = (name, error, options) =>
    form.setError(name.replace(/^inputs\./, ''), error, options)
  const { failure, clear, fail } = useSubmitFailure(
    setApiError,
    method.fields.map((field) => `inputs.${field.key}` as const),
    depositFailureText,
  )
  const { errors, isSubmitting } = form.formState
  const isUploading = Object.values(slips).some((slip) => slip.status === 'uploading')
  // The deposit modal stays open while its request is under way, so the answer is not lost with it.
  useEffect(() => {
    setModalBusy(isSubmitting)
    return () => setModalBusy(false)
  }, [isSubmitting])

  // Checked as the player types once there is something to check; an empty required field waits for Submit.
  const checkTyped = (key: string, value: string) => {
    if (value.trim() === '') form.clearErrors(key)
    else void form.trigger(key)
  }

  const refuse = (key: string, code: string) => {
    setSlips((current) => ({ ...current, [key]: { status: 'refused', code } }))
    form.setError(key, { type: 'upload', message: code })
  }

  const choose = async (field: PaymentField, file: File | undefined) => {
    // Only the latest file chosen for a field counts: an earlier upload still under way is forgotten.
    const choice = (latestChoice.current.get(field.key) ?? 0) + 1
    latestChoice.current.set(field.key, choice)
    const isLatest = () => latestChoice.current.get(field.key) === choice
    form.setValue(field.key, '')
    // No file chosen (the picker cancelled): a refused file's reason stays until another file is chosen.
    if (!file) {
      setSlips(({ [field.key]: slip, ...rest }) =>
        slip?.status === 'refused' ? { ...rest, [field.key]: slip } : rest,
      )
      return
    }
    const fileError = slipFileError(file)
    if (fileError) {
      refuse(field.key, fileError)
      return
    }
    form.clearErrors(field.key)
    setSlips((current) => ({ ...current, [field.key]: { status: 'uploading' } }))
    try {
      const slip = await uploadSlip(file)
      if (!isLatest()) return
      form.setValue(field.key, slip.id)
      setSlips((current) => ({ ...current, [field.key]: { status: 'uploaded' } }))
    } catch (error) {
      if (!isLatest()) return
      refuse(field.key, error instanceof ApiError ? error.code : 'INTERNAL')
    }
  }

  const submit = form.handleSubmit(async (input) => {
    try {
      await send({ ...input, ...bonusChoiceFields(bonusChoice) })
      notify('success', t('cashier.deposit.submitted'))
      void queryClient.invalidateQueries({ queryKey: cashierQueryKey })
      onDeposited()
    } catch (error) {
      setIsKycFailure(isKycRefusal(error))
      // A method switched off meanwhile disappears from the list, which takes the player back to step 1: the
      // toast says why, once (this step and its inline message are gone).
      if (error instanceof ApiError && error.code === 'METHOD_UNAVAILABLE') {
        notify('error', errorMessage(error))
        void queryClient.invalidateQueries({ queryKey: cashierMethodsQueryKey })
        return
      }
      fail(error)
    }
  })

  return (
    <form
      noValidate
      onSubmit={(event) => {
        clear()
        if (amount !== null) void submit(event)
        else {
          event.preventDefault()
          onAmountMissing()
        }
      }}
      className="space-y-4"
    >
      <StepHeading method={method} title={t('cashier.details.title')} onBack={onBack} />
      {amount !== null && (
        <p className="flex items-center justify-between rounded-lg bg-night-800 px-3 py-2 text-sm text-slate-300">
          {t('cashier.details.amount')}
          <strong className="tabular-nums text-gold-300">
            {formatMoney(amount, method.currency, language)}
          </strong>
        </p>
      )}
      {amount !== null && (
        <DepositBonusPanel
          amount={amount}
          currency={method.currency}
          choice={bonusChoice}
          onChoice={setBonusChoice}
        />
      )}
      {method.instructions[language].length > 0 && (
        <ol className="list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-slate-300">
          {method.instructions[language].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      <ReceivingAccount account={method.receivingAccount} />
      {method.fields.map((field) => {
        const error = errors[field.key]?.message
        const slip = slips[field.key]
        return (
          <FormField
            key={field.key}
            label={field.label[language]}
            error={error ? fieldErrorText(field, error) : undefined}
          >
            {(control) =>
              field.type === 'text' ? (
                <input
                  {...control}
                  {...form.register(field.key, {
                    onChange: (event) => checkTyped(field.key, event.target.value),
                  })}
                  autoComplete="off"
                  {...(field.pattern === bangladeshMobilePattern
                    ? { type: 'tel', inputMode: 'tel', placeholder: '01XXXXXXXXX' }
                    : { type: 'text', autoCapitalize: field.isUpperCased ? 'characters' : undefined })}
                  className={inputClass}
                />
              ) : (
                <div className="space-y-1.5">
                  {/* The form holds the slip id, not the file: the input only takes the focus of an error. */}
                  <Controller
                    control={form.control}
                    name={field.key}
                    render={({ field: { ref } }) => (
                      <input
                        {...control}
                        ref={ref}
                        name={field.key}
                        type="file"
                        accept="image/png,image/jpeg,image/webp,image/avif"
                        onChange={(event) => void choose(field, event.target.files?.[0])}
                        className="block w-full min-w-0 text-sm text-slate-300 file:mr-3 file:rounded-md file:border-0 file:bg-night-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
                      />
                    )}
                  />
                  {slip && slip.status !== 'refused' && (
                    <p role="status" className="text-xs text-slate-400">
                      {slip.status === 'uploading'
                        ? t('cashier.details.uploading')
                        : t('cashier.details.uploaded')}
                    </p>
                  )}
                </div>
              )
            }
          </FormField>
        )
      })}
      <FormFailure message={failure} action={isKycFailure ? <KycFailureLink /> : undefined} />
      <button
        type="submit"
        disabled={isSubmitting || isUploading}
        aria-busy={isSubmitting}
        aria-label={isSubmitting ? t('cashier.submitting') : undefined}
        className={`${buttonClass('gold', 'lg')} w-full`}
      >
        {isSubmitting ? '...' : t('cashier.deposit.submit')}
      </button>
    </form>
  )
}

/** A failure on no input: the amount's code if the server names it (its limits changed), else the error. */
function depositFailureText(error: unknown): string {
  const amountCode = error instanceof ApiError ? error.fields?.amount : undefined
  return amountCode ? cashierErrorText(amountCode) : errorMessage(error)
}

/** A field's error in words, naming the rule where it is a known one (a mobile number, a 10-character id). */
function fieldErrorText(field: PaymentField, code: string): string {
  const hint = code === 'INVALID_FORMAT' ? formatHint(field, bangladeshMobilePattern) : null
  return hint ? translate('common', `cashier.errors.${hint.key}`, hint.values) : cashierErrorText(code)
}

/** The number or bank details to send money to, with a button that copies them. */
function ReceivingAccount({ account }: { account: string }) {
  const { t } = useTranslation()
  const [isCopied, setIsCopied] = useState(false)

  useEffect(() => {
    if (!isCopied) return
    const timer = setTimeout(() => setIsCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [isCopied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account)
      setIsCopied(true)
    } catch {
      notify('error', t('cashier.details.copyFailed'))
    }
  }

  return (
    <div className="rounded-lg border border-night-600 bg-night-800 p-3">
      <p className="text-xs font-semibold text-slate-400">{t('cashier.details.sendTo')}</p>
      <div className="mt-1 flex items-center justify-between gap-2">
        <p className="min-w-0 whitespace-pre-line break-words font-mono text-base font-bold text-white">
          {account}
        </p>
        <button
          type="button"
          onClick={() => void copy()}
          aria-live="polite"
          className={`${buttonClass('outline', 'sm')} shrink-0`}
        >
          {isCopied ? <Check aria-hidden size={14} /> : <Copy aria-hidden size={14} />}
          {isCopied ? t('cashier.details.copied') : t('cashier.details.copy')}
        </button>
      </div>
    </div>
  )
}

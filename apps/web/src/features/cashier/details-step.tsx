import {
  bangladeshMobilePattern,
  type CashierMethod,
  type DepositInput,
  normalisedFieldValue,
  type PaymentField,
  textFieldError,
  type UploadedSlip,
} from '@khela/contracts/cashier'
import { useQueryClient } from '@tanstack/react-query'
import { Check, Copy } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
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
import { StepHeading } from './amount-step.tsx'
import { cashierMethodsQueryKey, cashierQueryKey, createDeposit, uploadSlip } from './cashier-api.ts'
import { cashierErrorText, serverFieldError } from './cashier-error-text.ts'
import { formatHint, slipFileError } from './cashier-rules.ts'
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

type Slip = { status: 'uploading' } | { status: 'uploaded'; slip: UploadedSlip; name: string }

/**
 * Step 3: how to send the money, where to, and the method's own inputs (sender number, transaction id, a
 * screenshot). Text is checked by the same rules as the server's while typing; a screenshot is checked in the
 * browser and uploaded when chosen.
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
  const [values, setValues] = useState<Record<string, string>>({})
  const [slips, setSlips] = useState<Record<string, Slip>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [isKycFailure, setIsKycFailure] = useState(false)
  const [isSubmitting, setIsSubmitting] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const latestChoice = useRef(new Map<string, number>())
  const send = useIdempotentAttempt(createDeposit, attempts)
  const isUploading = Object.values(slips).some((slip) => slip.status === 'uploading')
  // The deposit modal stays open while its request is under way, so the answer is not lost with it.
  useEffect(() => {
    setModalBusy(isSubmitting)
    return () => setModalBusy(false)
  }, [isSubmitting])

  const setFieldError = (key: string, code: string | null) =>
    setErrors((current) => {
      const { [key]: _, ...rest } = current
      return code ? { ...rest, [key]: code } : rest
    })

  const type = (field: PaymentField, value: string) => {
    setValues((current) => ({ ...current, [field.key]: value }))
    // Checked as the player types once there is something to check; an empty required field waits for Submit.
    setFieldError(field.key, value.trim() === '' ? null : textFieldError(field, value))
  }

  const choose = async (field: PaymentField, file: File | undefined) => {
    // Only the latest file chosen for a field counts: an earlier upload still under way is forgotten.
    const choice = (latestChoice.current.get(field.key) ?? 0) + 1
    latestChoice.current.set(field.key, choice)
    const isLatest = () => latestChoice.current.get(field.key) === choice
    setSlips(({ [field.key]: _, ...rest }) => rest)
    if (!file) return
    const fileError = slipFileError(file)
    setFieldError(field.key, fileError)
    if (fileError) return
    setSlips((current) => ({ ...current, [field.key]: { status: 'uploading' } }))
    try {
      const slip = await uploadSlip(file)
      if (!isLatest()) return
      setSlips((current) => ({ ...current, [field.key]: { status: 'uploaded', slip, name: file.name } }))
    } catch (error) {
      if (!isLatest()) return
      setSlips(({ [field.key]: _, ...rest }) => rest)
      setFieldError(field.key, error instanceof ApiError ? error.code : 'INTERNAL')
    }
  }

  const fieldErrorsNow = () => {
    const found: Record<string, string> = {}
    for (const field of method.fields) {
      const slip = slips[field.key]
      const code =
        field.type === 'text'
          ? textFieldError(field, values[field.key])
          : field.isRequired && slip?.status !== 'uploaded'
            ? (errors[field.key] ?? 'REQUIRED')
            : null
      if (code) found[field.key] = code
    }
    return found
  }

  const submit = async () => {
    setFailure(null)
    if (amount === null) {
      onAmountMissing()
      return
    }
    const found = fieldErrorsNow()
    setErrors(found)
    if (Object.keys(found).length > 0) {
      const first = method.fields.find((field) => found[field.key])
      const control = first && formRef.current?.elements.namedItem(first.key)
      if (control instanceof HTMLElement) control.focus()
      return
    }
    const inputs: Record<string, string> = {}
    for (const field of method.fields) {
      const slip = slips[field.key]
      if (field.type === 'image' && slip?.status === 'uploaded') inputs[field.key] = slip.slip.id
      if (field.type === 'text' && values[field.key]?.trim()) {
        inputs[field.key] = normalisedFieldValue(field, values[field.key] ?? '')
      }
    }
    const input: DepositInput = { methodId: method.id, amount, inputs }
    setIsSubmitting(true)
    try {
      await send(input)
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
      const fields = error instanceof ApiError ? error.fields : undefined
      const onFields = method.fields.flatMap((field) => {
        const code = serverFieldError(fields, field.key)
        return code ? [[field.key, code] as const] : []
      })
      if (onFields.length > 0) setErrors(Object.fromEntries(onFields))
      else setFailure(fields?.amount ? cashierErrorText(fields.amount) : errorMessage(error))
    } finally {
      setIsSubmitting(false)
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
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
      {method.instructions[language].length > 0 && (
        <ol className="list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-slate-300">
          {method.instructions[language].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      <ReceivingAccount account={method.receivingAccount} />
      {method.fields.map((field) => {
        const error = errors[field.key]
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
                  name={field.key}
                  value={values[field.key] ?? ''}
                  onChange={(event) => type(field, event.target.value)}
                  autoComplete="off"
                  {...(field.pattern === bangladeshMobilePattern
                    ? { type: 'tel', inputMode: 'tel', placeholder: '01XXXXXXXXX' }
                    : { type: 'text', autoCapitalize: field.isUpperCased ? 'characters' : undefined })}
                  className={inputClass}
                />
              ) : (
                <div className="space-y-1.5">
                  <input
                    {...control}
                    name={field.key}
                    type="file"
                    accept="image/png,image/jpeg,image/webp,image/avif"
                    onChange={(event) => void choose(field, event.target.files?.[0])}
                    className="block w-full min-w-0 text-sm text-slate-300 file:mr-3 file:rounded-md file:border-0 file:bg-night-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
                  />
                  {slip && (
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

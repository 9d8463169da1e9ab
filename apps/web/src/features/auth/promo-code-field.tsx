import { useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { inputClass } from '../../components/ui/form-field.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { useCheckPromoCode } from './use-check-promo-code.ts'

interface PromoCodeFieldProps {
  field: UseFormRegisterReturn<'promoCode'>
  readCode: () => string
  /** A refusal from the registration itself, already translated. */
  error?: string
}

const statusColours = { valid: 'text-jade-400', unknown: 'text-ember-500', expired: 'text-ember-500' }

/** 'I have a promo code': reveals the field, and APPLY asks the server whether the code holds. */
export function PromoCodeField({ field, readCode, error }: PromoCodeFieldProps) {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  const check = useCheckPromoCode()
  const id = useId()

  if (!isOpen)
    return (
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="text-sm font-semibold text-gold-400 underline-offset-2 hover:underline"
      >
        {t('auth.promo.reveal')}
      </button>
    )

  const apply = () => {
    const code = readCode().trim()
    if (code !== '') check.mutate(code)
  }
  const statusText = check.isError
    ? errorMessage(check.error)
    : check.data && t(`auth.promo.status.${check.data.status}`)

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-xs font-semibold text-slate-300">
        {t('auth.fields.promoCode')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          {...field}
          onChange={(event) => {
            check.reset()
            return field.onChange(event)
          }}
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-status`}
          className={`${inputClass} uppercase`}
        />
        <button
          type="button"
          onClick={apply}
          disabled={check.isPending}
          className={`${buttonClass('outline', 'md')} h-11 shrink-0`}
        >
          {check.isPending ? '...' : t('auth.promo.apply')}
        </button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={`mt-1 text-xs font-medium ${error || check.isError ? 'text-ember-500' : check.data ? statusColours[check.data.status] : ''}`}
      >
        {error ?? statusText}
      </p>
    </div>
  )
}

import { useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { inputClass } from '../../components/ui/form-field.tsx'
import { promoRefusalText, rewardText } from '../../lib/bonus-text.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { currentLanguage, translate, useTranslation } from '../../lib/i18n.ts'
import { type PromoAnswer, type PromoQuery, useCheckPromoCode } from './use-check-promo-code.ts'

interface PromoCodeFieldProps {
  field: UseFormRegisterReturn<'promoCode'>
  readPromo: () => PromoQuery
  /** A refusal from the registration itself, already translated. */
  error?: string
}

/** 'I have a promo code': reveals the field, and APPLY asks the server what the code gives or why not. */
export function PromoCodeField({ field, readPromo, error }: PromoCodeFieldProps) {
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
    const promo = readPromo()
    if (promo.code.trim() !== '') check.mutate(promo)
  }
  const isRefused = Boolean(error) || check.isError || check.data?.isValid === false
  const statusText = check.isError
    ? errorMessage(check.error)
    : check.data && answerText(check.data, readPromo().currency ?? 'BDT')

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
          aria-invalid={isRefused}
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
        className={`mt-1 text-xs font-medium ${isRefused ? 'text-ember-500' : 'text-jade-400'}`}
      >
        {error ?? statusText}
      </p>
    </div>
  )
}

function answerText(answer: PromoAnswer, currency: string): string {
  if (!answer.isValid) return promoRefusalText(answer.reason)
  if (!answer.offer) return translate('common', 'auth.promo.status.valid')
  return translate('common', 'bonus.promoGives', {
    reward: rewardText(answer.offer.reward, currency, currentLanguage(), answer.offer.gameTitle),
    name: answer.offer.name[currentLanguage()],
  })
}

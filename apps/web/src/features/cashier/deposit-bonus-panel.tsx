import type { Currency } from '@khela/contracts/accounts'
import { useQuery } from '@tanstack/react-query'
import { Gift } from 'lucide-react'
import { useId, useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { inputClass } from '../../components/ui/form-field.tsx'
import { promoRefusalText, rewardText } from '../../lib/bonus-text.ts'
import { api } from '../../lib/endpoint.ts'
import * as cashierApi from '../../lib/endpoints/cashier.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'

/** What the player chose about this deposit's bonus, sent with the deposit. */
export interface DepositBonusChoice {
  /** The code applied (upper case), '' for none. */
  promoCode: string
  declineBonus: boolean
}

export const noBonusChoice: DepositBonusChoice = { promoCode: '', declineBonus: false }

/** The deposit's body fields for a choice: nothing where the player left the default. */
export function bonusChoiceFields(choice: DepositBonusChoice): { promoCode?: string; declineBonus?: true } {
  return {
    ...(choice.promoCode !== '' && !choice.declineBonus ? { promoCode: choice.promoCode } : {}),
    ...(choice.declineBonus ? { declineBonus: true } : {}),
  }
}

function useDepositBonusPreview(amount: number, promoCode: string) {
  return useQuery({
    queryKey: ['cashier', 'bonus-preview', amount, promoCode],
    queryFn: ({ signal }) =>
      api(cashierApi.depositBonusPreview, {
        query: { amount, promoCode: promoCode === '' ? undefined : promoCode },
        signal,
      }),
    meta: { showsOwnError: true },
  })
}

interface DepositBonusPanelProps {
  amount: number
  currency: Currency
  choice: DepositBonusChoice
  onChoice: (choice: DepositBonusChoice) => void
}

/**
 * The bonus this deposit would bring (the approval decides again), a promo code to apply and a way to turn the bonus
 * down. A failed preview does not stop the deposit: it only says the bonus could not be checked.
 */
export function DepositBonusPanel({ amount, currency, choice, onChoice }: DepositBonusPanelProps) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const id = useId()
  const [typed, setTyped] = useState(choice.promoCode)
  const preview = useDepositBonusPreview(amount, choice.promoCode)
  const money = (minor: number) => formatMoney(minor, currency, language)

  let summary: string
  if (choice.declineBonus) summary = t('bonus.preview.declined')
  else if (preview.isPending) summary = t('bonus.preview.loading')
  else if (preview.isError) summary = t('bonus.preview.failed')
  else if (preview.data.bonus?.offer.reward.kind === 'free_spins')
    summary = t('bonus.preview.givesSpins', {
      reward: rewardText(
        preview.data.bonus.offer.reward,
        currency,
        language,
        preview.data.bonus.offer.gameTitle,
      ),
      name: preview.data.bonus.offer.name[language],
    })
  else if (preview.data.bonus)
    summary =
      `${t('bonus.preview.gives', { amount: money(preview.data.bonus.amount), name: preview.data.bonus.offer.name[language] })} ${
        preview.data.bonus.wageringRequired > 0
          ? t('bonus.preview.wagering', { amount: money(preview.data.bonus.wageringRequired) })
          : ''
      }`.trim()
  else summary = t('bonus.preview.none')
  const refusal = !choice.declineBonus && preview.data?.promoCodeRefusal

  const apply = () => onChoice({ ...choice, promoCode: typed.trim().toUpperCase() })

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg border border-gold-500/40 bg-gold-500/5 p-3"
    >
      <h4 id={`${id}-title`} className="flex items-center gap-2 text-sm font-bold text-gold-300">
        <Gift aria-hidden size={16} />
        {t('bonus.preview.title')}
      </h4>
      <p role="status" className="text-sm text-slate-200" data-testid="deposit-bonus-preview">
        {summary}
      </p>
      <div>
        <label htmlFor={`${id}-code`} className="mb-1.5 block text-xs font-semibold text-slate-300">
          {t('bonus.preview.promoLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-code`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // Enter applies the code instead of submitting the deposit.
              if (event.key === 'Enter') {
                event.preventDefault()
                apply()
              }
            }}
            disabled={choice.declineBonus}
            autoComplete="off"
            aria-invalid={Boolean(refusal)}
            aria-describedby={refusal ? `${id}-refusal` : undefined}
            className={`${inputClass} uppercase`}
          />
          <button
            type="button"
            onClick={apply}
            disabled={choice.declineBonus || typed.trim() === ''}
            className={`${buttonClass('outline', 'md')} h-11 shrink-0`}
          >
            {t('bonus.preview.apply')}
          </button>
        </div>
        {refusal && (
          <p id={`${id}-refusal`} className="mt-1 text-xs font-medium text-ember-500">
            {promoRefusalText(refusal)}
          </p>
        )}
      </div>
      <label className="flex items-start gap-2.5 text-sm text-slate-300">
        <input
          type="checkbox"
          checked={choice.declineBonus}
          onChange={(event) => onChoice({ ...choice, declineBonus: event.target.checked })}
          className="mt-0.5 size-4 shrink-0 accent-gold-500"
        />
        {t('bonus.preview.decline')}
      </label>
    </section>
  )
}

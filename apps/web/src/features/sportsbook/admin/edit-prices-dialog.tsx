import { type AdminMarket, priceChange } from '@khela/contracts/admin-sportsbook'
import { z } from 'zod'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { basisPointsText, nameOf, oddsText, overroundOf, thousandthsOf } from './sportsbook-format.ts'
import { useChangePrices } from './sportsbook-queries.ts'

/** Typed decimal odds ("1.85") become thousandths, then the contract has its say. */
const pricesForm = z
  .object({ prices: z.array(z.object({ code: z.string(), price: z.string() })) })
  .transform(({ prices }) => ({
    prices: prices.map((entry) => ({ code: entry.code, price: thousandthsOf(entry.price) ?? Number.NaN })),
  }))
  .pipe(priceChange)

/** A market's prices, typed as decimal odds, with the overround they make shown as they are typed. */
export function EditPricesDialog({ market, onClose }: { market: AdminMarket | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <Modal
      isOpen={market !== null}
      onClose={onClose}
      title={market ? t('sportsbook.prices.title', { name: nameOf(market.name) }) : ''}
    >
      {market && <PricesForm key={`${market.id}:${market.version}`} market={market} onClose={onClose} />}
    </Modal>
  )
}

function PricesForm({ market, onClose }: { market: AdminMarket; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const form = useZodForm(pricesForm, {
    prices: market.selections.map((selection) => ({
      code: selection.code,
      price: oddsText(selection.price),
    })),
  })
  const changePrices = useChangePrices()
  const fields = market.selections.map((_, index) => `prices.${index}.price` as const)
  const { failure, clear, fail } = useSubmitFailure(form.setError, fields)
  const typed = form.watch('prices').map((entry) => thousandthsOf(entry.price))
  const overround = typed.every((price) => price !== null && price > 1000)
    ? overroundOf(typed as number[])
    : null
  const submit = form.handleSubmit((change) => {
    clear()
    changePrices.mutate(
      { marketId: market.id, change },
      {
        onSuccess: () => {
          notify('success', t('sportsbook.prices.saved'))
          onClose()
        },
        onError: fail,
      },
    )
  })
  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      {market.selections.map((selection, index) => (
        <FormField
          key={selection.code}
          label={t('sportsbook.prices.priceOf', { name: nameOf(selection.name) })}
          error={fieldErrorText(form.formState.errors.prices?.[index]?.price?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...form.register(`prices.${index}.price`)}
              inputMode="decimal"
              aria-required
              className={inputClass}
            />
          )}
        </FormField>
      ))}
      <p role="status" className="text-sm text-slate-300">
        {t('sportsbook.pricing.overround')}:{' '}
        <span className="font-semibold text-white">
          {overround === null ? '—' : basisPointsText(overround)}
        </span>
      </p>
      <FormFailure message={failure} />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClass('ghost')}>
          {t('sportsbook.cancel')}
        </button>
        <button type="submit" disabled={changePrices.isPending} className={buttonClass('gold')}>
          {t('sportsbook.prices.save')}
        </button>
      </div>
    </form>
  )
}

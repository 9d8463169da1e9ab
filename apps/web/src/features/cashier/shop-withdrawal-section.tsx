import type { ShopWithdrawal, shopWithdrawalInput } from '@khela/contracts/agents'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { z } from 'zod'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { api } from '../../lib/endpoint.ts'
import * as shopWithdrawalsApi from '../../lib/endpoints/shop-withdrawals.ts'
import { formatDateTime } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { useIdempotentAttempt } from '../../lib/idempotent-attempt.ts'
import { formatMoney } from '../../lib/money.ts'
import { useSubmitFailure, useZodForm } from '../../lib/use-zod-form.ts'
import { cashierErrorText } from './cashier-error-text.ts'
import { shopWithdrawalFields, shopWithdrawalForm, shopWithdrawalValues } from './shop-withdrawal-form.ts'
import { ShopWithdrawalList, shopWithdrawalsQueryKey } from './shop-withdrawal-list.tsx'

type ShopWithdrawalInput = z.infer<typeof shopWithdrawalInput>

/**
 * Cash at an agent's shop: the amount is held at once and the answer carries a one-time code, shown here once, for
 * the shop's cashier to enter. Shown only while the operator has shops.
 */
export function ShopWithdrawalSection() {
  const { t } = useTranslation()
  const language = currentLanguage()
  const id = useId()
  const shops = useQuery({
    queryKey: ['agents', 'shops'],
    queryFn: ({ signal }) => api(shopWithdrawalsApi.shops, { signal }),
  })
  const [made, setMade] = useState<ShopWithdrawal | null>(null)
  if (!shops.isSuccess || shops.data.shops.length === 0) return null
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-night-700 bg-night-850 p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-3 text-base font-bold text-white">
        {t('cashier.shopWithdrawal.title')}
      </h2>
      {made?.code ? (
        <div role="status" className="space-y-2 text-sm text-slate-200">
          <p>
            {t('cashier.shopWithdrawal.show', {
              shop: made.shopName,
              amount: formatMoney(made.amount, made.currency, language),
            })}
          </p>
          <p
            className="text-3xl font-extrabold tracking-widest text-gold-400"
            data-testid="shop-withdrawal-code"
          >
            {made.code}
          </p>
          <p className="text-slate-400">
            {t('cashier.shopWithdrawal.expires', { at: formatDateTime(made.expiresAt, language) })}
          </p>
        </div>
      ) : (
        <ShopWithdrawalForm shops={shops.data.shops} onMade={setMade} />
      )}
      <ShopWithdrawalList />
    </section>
  )
}

/** The shop and the cash to collect; the request goes under an Idempotency-Key kept until it succeeds. */
function ShopWithdrawalForm({
  shops,
  onMade,
}: {
  shops: readonly { id: string; name: string }[]
  onMade: (made: ShopWithdrawal) => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const send = useIdempotentAttempt((body: ShopWithdrawalInput, idempotencyKey: string) =>
    api(shopWithdrawalsApi.request, { body, idempotencyKey }),
  )
  const form = useZodForm(shopWithdrawalForm, shopWithdrawalValues(shops))
  const { failure, clear, fail } = useSubmitFailure(form.setError, shopWithdrawalFields)
  const { errors, isSubmitting } = form.formState
  const errorText = (code: string | undefined) => (code ? cashierErrorText(code) : undefined)

  const submit = form.handleSubmit(async (input) => {
    try {
      onMade(await send(input))
    } catch (error) {
      fail(error)
    } finally {
      void queryClient.invalidateQueries({ queryKey: ['wallet'] })
      void queryClient.invalidateQueries({ queryKey: shopWithdrawalsQueryKey })
    }
  })

  return (
    <form
      noValidate
      onSubmit={(event) => {
        clear()
        void submit(event)
      }}
      className="space-y-3"
    >
      <FormField label={t('cashier.shopWithdrawal.shop')} error={errorText(errors.shopId?.message)}>
        {(control) => (
          <select {...control} {...form.register('shopId')} className={inputClass}>
            {shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('cashier.shopWithdrawal.amount')} error={errorText(errors.amount?.message)}>
        {(control) => (
          <input {...control} {...form.register('amount')} inputMode="decimal" className={inputClass} />
        )}
      </FormField>
      {failure && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {failure}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={buttonClass('gold')}>
        {isSubmitting ? '...' : t('cashier.shopWithdrawal.submit')}
      </button>
    </form>
  )
}

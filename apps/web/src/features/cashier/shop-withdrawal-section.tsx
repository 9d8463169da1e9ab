import type { ShopWithdrawal } from '@khela/contracts/agents'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { inputClass } from '../../components/ui/form-field.tsx'
import { api } from '../../lib/endpoint.ts'
import * as shopWithdrawalsApi from '../../lib/endpoints/shop-withdrawals.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { formatDateTime } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { useIdempotentAttempt } from '../../lib/idempotent-attempt.ts'
import { formatMoney } from '../../lib/money.ts'
import { parseTaka } from '../../lib/taka.ts'
import { ShopWithdrawalList, shopWithdrawalsQueryKey } from './shop-withdrawal-list.tsx'

/**
 * Cash at an agent's shop: the amount is held at once and the answer carries a one-time code, shown here once, for
 * the shop's cashier to enter. Shown only while the operator has shops.
 */
export function ShopWithdrawalSection() {
  const { t } = useTranslation()
  const language = currentLanguage()
  const id = useId()
  const queryClient = useQueryClient()
  const shops = useQuery({
    queryKey: ['agents', 'shops'],
    queryFn: ({ signal }) => api(shopWithdrawalsApi.shops, { signal }),
  })
  const sendOnce = useIdempotentAttempt((body: { shopId: string; amount: number }, idempotencyKey: string) =>
    api(shopWithdrawalsApi.request, { body, idempotencyKey }),
  )
  const request = useMutation({
    mutationFn: sendOnce,
    meta: { showsOwnError: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['wallet'] })
      void queryClient.invalidateQueries({ queryKey: shopWithdrawalsQueryKey })
    },
  })
  const [shopId, setShopId] = useState('')
  const [amount, setAmount] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [made, setMade] = useState<ShopWithdrawal | null>(null)
  if (!shops.isSuccess || shops.data.shops.length === 0) return null
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const poisha = parseTaka(amount)
    const shop = shopId || shops.data.shops[0]?.id
    if (!shop || poisha === null || poisha <= 0) return setFailure(t('fieldErrors.INVALID_FORMAT'))
    setFailure(null)
    request.mutate(
      { shopId: shop, amount: poisha },
      { onSuccess: setMade, onError: (error) => setFailure(errorMessage(error)) },
    )
  }
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
        <form noValidate onSubmit={submit} className="space-y-3">
          <div>
            <label htmlFor={`${id}-shop`} className="mb-1 block text-sm text-slate-300">
              {t('cashier.shopWithdrawal.shop')}
            </label>
            <select
              id={`${id}-shop`}
              value={shopId}
              onChange={(event) => setShopId(event.target.value)}
              className={inputClass}
            >
              {shops.data.shops.map((shop) => (
                <option key={shop.id} value={shop.id}>
                  {shop.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-amount`} className="mb-1 block text-sm text-slate-300">
              {t('cashier.shopWithdrawal.amount')}
            </label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              className={inputClass}
            />
          </div>
          {failure && (
            <p role="alert" className="text-sm font-medium text-ember-500">
              {failure}
            </p>
          )}
          <button type="submit" disabled={request.isPending} className={buttonClass('gold')}>
            {request.isPending ? '...' : t('cashier.shopWithdrawal.submit')}
          </button>
        </form>
      )}
      <ShopWithdrawalList />
    </section>
  )
}

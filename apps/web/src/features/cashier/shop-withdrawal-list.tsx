import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { api } from '../../lib/endpoint.ts'
import * as shopWithdrawalsApi from '../../lib/endpoints/shop-withdrawals.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { formatDateTime } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'
import { notify } from '../../lib/toast.ts'

export const shopWithdrawalsQueryKey = ['agents', 'shop-withdrawals'] as const

/**
 * The player's shop withdrawals not collected yet, each with Cancel: the held amount returns to the balance (an
 * expired code's too, which no shop can pay any more).
 */
export function ShopWithdrawalList() {
  const { t } = useTranslation()
  const language = currentLanguage()
  const queryClient = useQueryClient()
  const list = useQuery({
    queryKey: shopWithdrawalsQueryKey,
    queryFn: ({ signal }) => api(shopWithdrawalsApi.list, { signal }),
  })
  const cancel = useMutation({
    mutationFn: (id: string) =>
      api(shopWithdrawalsApi.cancel, { params: { id }, body: {}, idempotencyKey: `cancel-${id}` }),
    meta: { showsOwnError: true },
    onSuccess: () => notify('success', t('cashier.shopWithdrawal.cancelled')),
    onError: (error) => notify('error', errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['agents'] }),
  })
  const pending = list.data?.items.filter((item) => item.status === 'pending') ?? []
  if (pending.length === 0) return null
  return (
    <ul className="mt-4 divide-y divide-night-700 rounded-lg border border-night-700 text-sm">
      {pending.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
          <span className="text-slate-200">
            {t('cashier.shopWithdrawal.pending', {
              amount: formatMoney(item.amount, item.currency, language),
              shop: item.shopName,
              at: formatDateTime(item.expiresAt, language),
            })}
          </span>
          <button
            type="button"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(item.id)}
            className={buttonClass('ghost')}
          >
            {t('cashier.shopWithdrawal.cancel')}
          </button>
        </li>
      ))}
    </ul>
  )
}

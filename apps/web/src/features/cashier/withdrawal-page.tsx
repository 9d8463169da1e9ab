import type { WithdrawalRequest } from '@khela/contracts/cashier'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { useIdempotentAttempt } from '../../lib/idempotent-attempt.ts'
import { menuItems } from '../../lib/navigation.ts'
import { notify } from '../../lib/toast.ts'
import { cancelWithdrawal, cashierQueryKey, useCashierMethods, useWithdrawalHistory } from './cashier-api.ts'
import { RequestCard } from './request-card.tsx'
import { SignedInOnly } from './signed-in-only.tsx'
import { useWalletBalance, walletBalanceQueryKey } from './wallet-balance.ts'
import { WithdrawalForm } from './withdrawal-form.tsx'

/** The cashier’s withdrawal requests: a new one, and the pending ones the player may still cancel. */
export function WithdrawalPage() {
  const { t } = useTranslation()
  const { icon, path } = menuItems.withdrawal
  return (
    <>
      <PageHeader title={t('nav.withdrawal')} icon={icon} />
      <SignedInOnly icon={icon} path={path}>
        <WithdrawalContent />
      </SignedInOnly>
    </>
  )
}

function WithdrawalContent() {
  const { t } = useTranslation()
  const { icon } = menuItems.withdrawal
  const methods = useCashierMethods()
  const balances = useWalletBalance()

  if (methods.isPending || balances.isPending) return <Spinner label={t('status.loading')} />
  if (methods.isError || balances.isError) {
    return (
      <EmptyState
        icon={icon}
        title={t('cashier.methods.failed')}
        body={errorMessage(methods.error ?? balances.error)}
        action={
          <button
            type="button"
            onClick={() => {
              void methods.refetch()
              void balances.refetch()
            }}
            className={buttonClass('outline')}
          >
            {t('actions.retry')}
          </button>
        }
      />
    )
  }
  return (
    <div className="mx-auto grid max-w-xl gap-4">
      <section className="rounded-xl border border-night-700 bg-night-850 p-4 sm:p-6">
        {methods.data.withdrawal.length === 0 ? (
          <p className="text-center text-sm text-slate-400">{t('cashier.methods.none')}</p>
        ) : (
          <WithdrawalForm methods={methods.data.withdrawal} balances={balances.data} />
        )}
      </section>
      <PendingWithdrawals />
    </div>
  )
}

/** The player's pending withdrawals (from the first page of their history), each with Cancel. */
function PendingWithdrawals() {
  const { t } = useTranslation()
  const history = useWithdrawalHistory(1)
  const pending = history.data?.items.filter((request) => request.status === 'pending') ?? []
  if (pending.length === 0) return null
  return (
    <section aria-labelledby="pending-withdrawals" className="space-y-3">
      <h2 id="pending-withdrawals" className="text-base font-bold text-white">
        {t('cashier.withdrawal.pending')}
      </h2>
      <div className="grid gap-3">
        {pending.map((request) => (
          <RequestCard
            key={request.id}
            card={{ kind: 'withdrawal', request }}
            action={<CancelButton request={request} />}
          />
        ))}
      </div>
    </section>
  )
}

function CancelButton({ request }: { request: WithdrawalRequest }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [isCancelling, setIsCancelling] = useState(false)
  const send = useIdempotentAttempt((id: string, key: string) => cancelWithdrawal(id, key))

  const cancel = async () => {
    setIsCancelling(true)
    try {
      await send(request.id)
      notify('success', t('cashier.withdrawal.cancelled'))
    } catch (error) {
      notify('error', errorMessage(error))
    } finally {
      setIsCancelling(false)
      void queryClient.invalidateQueries({ queryKey: cashierQueryKey })
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
    }
  }

  return (
    <button
      type="button"
      disabled={isCancelling}
      onClick={() => void cancel()}
      className={buttonClass('danger', 'sm')}
    >
      {isCancelling ? '...' : t('cashier.withdrawal.cancel')}
    </button>
  )
}

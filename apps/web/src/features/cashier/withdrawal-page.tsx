import { useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'
import { useWalletBalance } from '../../lib/wallet-balance.ts'
import { CancelWithdrawalButton } from './cancel-withdrawal-button.tsx'
import { useCashierMethods, useWithdrawalHistory } from './cashier-api.ts'
import { HistoryList } from './history-list.tsx'
import { RequestCard } from './request-card.tsx'
import { ShopWithdrawalSection } from './shop-withdrawal-section.tsx'
import { SignedInOnly } from './signed-in-only.tsx'
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
      <ShopWithdrawalSection />
      <PendingWithdrawals />
    </div>
  )
}

/** The player's pending withdrawals, however old (their own list, six a page), each with Cancel. */
function PendingWithdrawals() {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const pending = useWithdrawalHistory(page, 'pending')
  if (pending.isSuccess && pending.data.total === 0) return null
  return (
    <section aria-labelledby="pending-withdrawals" className="space-y-3">
      <h2 id="pending-withdrawals" className="text-base font-bold text-white">
        {t('cashier.withdrawal.pending')}
      </h2>
      <HistoryList
        query={pending}
        page={page}
        onPage={setPage}
        emptyKey="cashier.history.noWithdrawals"
        hidesSinglePage
      >
        {pending.data?.items.map((request) => (
          <RequestCard
            key={request.id}
            card={{ kind: 'withdrawal', request }}
            action={<CancelWithdrawalButton request={request} />}
          />
        ))}
      </HistoryList>
    </section>
  )
}

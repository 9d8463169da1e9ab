import { useSearchParams } from 'react-router'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { Tabs } from '../../components/ui/tabs.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'
import { CancelWithdrawalButton } from './cancel-withdrawal-button.tsx'
import { useDepositHistory, useWithdrawalHistory } from './cashier-api.ts'
import { HistoryList, type HistoryProps } from './history-list.tsx'
import { RequestCard } from './request-card.tsx'
import { SignedInOnly } from './signed-in-only.tsx'

type HistoryTab = 'deposits' | 'withdrawals'

/** The player’s deposits and withdrawals, six a page, with their status; the tab and page are in the URL. */
export function PaymentHistoryPage() {
  const { t } = useTranslation()
  const { icon, path } = menuItems.paymentHistory
  const [searchParams, setSearchParams] = useSearchParams()
  const tab: HistoryTab = searchParams.get('tab') === 'withdrawals' ? 'withdrawals' : 'deposits'
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)
  const show = (next: { tab?: HistoryTab; page?: number }) => {
    const params = new URLSearchParams()
    const nextTab = next.tab ?? tab
    if (nextTab === 'withdrawals') params.set('tab', nextTab)
    const nextPage = next.page ?? 1
    if (nextPage > 1) params.set('page', String(nextPage))
    setSearchParams(params)
  }

  return (
    <>
      <PageHeader title={t('nav.paymentHistory')} icon={icon} />
      <SignedInOnly icon={icon} path={path}>
        <Tabs
          look="buttons"
          label={t('nav.paymentHistory')}
          tabs={[
            { id: 'deposits', label: t('cashier.history.deposits') },
            { id: 'withdrawals', label: t('cashier.history.withdrawals') },
          ]}
          selected={tab}
          onSelect={(next) => show({ tab: next })}
        >
          {tab === 'deposits' ? (
            <DepositHistory page={page} onPage={(next) => show({ page: next })} />
          ) : (
            <WithdrawalHistory page={page} onPage={(next) => show({ page: next })} />
          )}
        </Tabs>
      </SignedInOnly>
    </>
  )
}

function DepositHistory({ page, onPage }: HistoryProps) {
  const history = useDepositHistory(page)
  return (
    <HistoryList query={history} page={page} onPage={onPage} emptyKey="cashier.history.noDeposits">
      {history.data?.items.map((request) => (
        <RequestCard key={request.id} card={{ kind: 'deposit', request }} />
      ))}
    </HistoryList>
  )
}

function WithdrawalHistory({ page, onPage }: HistoryProps) {
  const history = useWithdrawalHistory(page)
  return (
    <HistoryList query={history} page={page} onPage={onPage} emptyKey="cashier.history.noWithdrawals">
      {history.data?.items.map((request) => (
        <RequestCard
          key={request.id}
          card={{ kind: 'withdrawal', request }}
          action={request.status === 'pending' ? <CancelWithdrawalButton request={request} /> : undefined}
        />
      ))}
    </HistoryList>
  )
}

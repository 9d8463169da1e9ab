import { paymentHistoryPageSize } from '@khela/contracts/cashier'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { formatNumber } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'
import { useDepositHistory, useWithdrawalHistory } from './cashier-api.ts'
import { pageCount } from './cashier-rules.ts'
import { CashierTabs } from './cashier-tabs.tsx'
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
        <CashierTabs
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
        </CashierTabs>
      </SignedInOnly>
    </>
  )
}

interface HistoryProps {
  page: number
  onPage: (page: number) => void
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
        <RequestCard key={request.id} card={{ kind: 'withdrawal', request }} />
      ))}
    </HistoryList>
  )
}

interface HistoryListProps extends HistoryProps {
  query: {
    isPending: boolean
    isError: boolean
    error: unknown
    data?: { total: number; items: unknown[] }
    refetch: () => unknown
  }
  emptyKey: string
  children: ReactNode
}

function HistoryList({ query, page, onPage, emptyKey, children }: HistoryListProps) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const { icon } = menuItems.paymentHistory
  if (query.isPending) return <Spinner label={t('status.loading')} />
  if (query.isError || !query.data) {
    return (
      <EmptyState
        icon={icon}
        title={t('cashier.history.failed')}
        body={errorMessage(query.error)}
        action={
          <button type="button" onClick={() => query.refetch()} className={buttonClass('outline')}>
            {t('actions.retry')}
          </button>
        }
      />
    )
  }
  const pages = pageCount(query.data.total, paymentHistoryPageSize)
  if (query.data.total === 0) {
    return <EmptyState icon={icon} title={t(emptyKey)} body={t('pages.paymentHistory.body')} />
  }
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">{children}</div>
      <nav aria-label={t('cashier.history.pages')} className="flex items-center justify-between gap-3">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          className={buttonClass('outline', 'sm')}
        >
          {t('cashier.history.previous')}
        </button>
        <p className="text-sm text-slate-300">
          {t('cashier.history.pageOf', {
            page: formatNumber(page, language),
            pages: formatNumber(pages, language),
          })}
        </p>
        <button
          type="button"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          className={buttonClass('outline', 'sm')}
        >
          {t('cashier.history.next')}
        </button>
      </nav>
    </div>
  )
}

import { paymentHistoryPageSize } from '@khela/contracts/cashier'
import { type ReactNode, useEffect } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { formatNumber } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'
import { pageCount } from './cashier-rules.ts'

export interface HistoryProps {
  page: number
  onPage: (page: number) => void
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
  /** No pager when everything fits on one page. */
  hidesSinglePage?: boolean
  children: ReactNode
}

/** A page of history cards with its pager, or its loading, failed or empty state. */
export function HistoryList({
  query,
  page,
  onPage,
  emptyKey,
  hidesSinglePage = false,
  children,
}: HistoryListProps) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const { icon } = menuItems.paymentHistory
  const total = query.data?.total
  // A page past the end (an old link, or the last card on the last page cancelled) shows the last page instead.
  useEffect(() => {
    if (total === undefined) return
    const last = pageCount(total, paymentHistoryPageSize)
    if (page > last) onPage(last)
  }, [total, page, onPage])
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
      {(pages > 1 || !hidesSinglePage) && (
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
      )}
    </div>
  )
}

import { ChevronLeft, ChevronRight } from 'lucide-react'
import { formatNumber } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { buttonClass } from '../ui/button-styles.ts'

/** At least one page, so an empty result still reads 'Page 1 of 1'. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

interface AdminPagerProps {
  /** The list's section in admin.json, holding its `pages` (the pager's name) and `pageOf` words. */
  section:
    | 'users'
    | 'catalog'
    | 'cashier'
    | 'userWallet'
    | 'originals'
    | 'audit'
    | 'risk'
    | 'kyc'
    | 'providerRounds'
    | 'sportsbook'
  page: number
  total: number
  pageSize: number
  /** A newer page is on its way: both buttons wait, so a double click does not skip a page. */
  isFetching: boolean
  onPage: (page: number) => void
}

/** Previous and next under a back-office list, with 'Page x of y' between them. */
export function AdminPager({ section, page, total, pageSize, isFetching, onPage }: AdminPagerProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const pageCount = pageCountOf(total, pageSize)
  return (
    <nav aria-label={t(`${section}.pages`)} className="mt-4 flex items-center justify-between gap-3">
      <button
        type="button"
        disabled={page <= 1 || isFetching}
        onClick={() => onPage(page - 1)}
        className={buttonClass('outline', 'sm')}
      >
        <ChevronLeft aria-hidden size={16} />
        {t('pager.previous')}
      </button>
      <p className="text-center text-sm text-slate-400" aria-live="polite">
        {t(`${section}.pageOf`, {
          page: formatNumber(page, language),
          pageCount: formatNumber(pageCount, language),
          total: formatNumber(total, language),
        })}
      </p>
      <button
        type="button"
        disabled={page >= pageCount || isFetching}
        onClick={() => onPage(page + 1)}
        className={buttonClass('outline', 'sm')}
      >
        {t('pager.next')}
        <ChevronRight aria-hidden size={16} />
      </button>
    </nav>
  )
}

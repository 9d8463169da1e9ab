import { ChevronLeft, ChevronRight } from 'lucide-react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'

interface UsersPagerProps {
  page: number
  pageCount: number
  /** A newer page is on its way: both buttons wait, so a double click does not skip a page. */
  isFetching: boolean
  onPage: (page: number) => void
}

export function UsersPager({ page, pageCount, isFetching, onPage }: UsersPagerProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <nav aria-label={t('users.pages')} className="mt-4 flex items-center justify-between gap-3">
      <button
        type="button"
        disabled={page <= 1 || isFetching}
        onClick={() => onPage(page - 1)}
        className={buttonClass('outline', 'sm')}
      >
        <ChevronLeft aria-hidden size={16} />
        {t('users.previous')}
      </button>
      <p className="text-sm text-slate-400" aria-live="polite">
        {t('users.pageOf', {
          page: formatNumber(page, language),
          pageCount: formatNumber(pageCount, language),
        })}
      </p>
      <button
        type="button"
        disabled={page >= pageCount || isFetching}
        onClick={() => onPage(page + 1)}
        className={buttonClass('outline', 'sm')}
      >
        {t('users.next')}
        <ChevronRight aria-hidden size={16} />
      </button>
    </nav>
  )
}

import { ChevronLeft, ChevronRight } from 'lucide-react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'

interface CatalogPagerProps {
  page: number
  total: number
  pageSize: number
  /** A newer page is on its way: the buttons wait, so a double click does not skip a page. */
  isFetching: boolean
  onPage: (page: number) => void
}

export function CatalogPager({ page, total, pageSize, isFetching, onPage }: CatalogPagerProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav aria-label={t('catalog.pages')} className="mt-4 flex items-center justify-between gap-3">
      <button
        type="button"
        disabled={page <= 1 || isFetching}
        onClick={() => onPage(page - 1)}
        className={buttonClass('outline', 'sm')}
      >
        <ChevronLeft aria-hidden size={16} />
        {t('catalog.previous')}
      </button>
      <p className="text-center text-sm text-slate-400" aria-live="polite">
        {t('catalog.pageOf', {
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
        {t('catalog.next')}
        <ChevronRight aria-hidden size={16} />
      </button>
    </nav>
  )
}

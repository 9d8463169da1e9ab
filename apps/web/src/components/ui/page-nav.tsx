import { formatNumber } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { buttonClass } from './button-styles.ts'

/**
 * Previous and next under a player-site list, 'Page x of y' between them; `label` names the list's pages, and
 * `list` is the API's page of it (an empty list still has its one page).
 */
export function PageNav({
  label,
  list: { page, total, pageSize },
  isFetching,
  onPage,
}: {
  label: string
  list: { page: number; total: number; pageSize: number }
  /** A newer page is on its way: both buttons wait, so a double click does not skip a page. */
  isFetching: boolean
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button
        type="button"
        disabled={page <= 1 || isFetching}
        onClick={() => onPage(page - 1)}
        className={buttonClass('outline', 'sm')}
      >
        {t('pager.previous')}
      </button>
      <p className="text-sm text-slate-300" aria-live="polite">
        {t('pager.pageOf', { page: formatNumber(page, language), pages: formatNumber(pages, language) })}
      </p>
      <button
        type="button"
        disabled={page >= pages || isFetching}
        onClick={() => onPage(page + 1)}
        className={buttonClass('outline', 'sm')}
      >
        {t('pager.next')}
      </button>
    </nav>
  )
}

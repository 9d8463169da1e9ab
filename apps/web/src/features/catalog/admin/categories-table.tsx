import type { AdminCategoryRow } from '@khela/contracts/admin-catalog'
import { ExternalLink } from 'lucide-react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { CatalogStatusBadge } from './catalog-status-badge.tsx'

interface CategoriesTableProps {
  categories: AdminCategoryRow[]
  onEdit: (category: AdminCategoryRow) => void
  onDelete: (category: AdminCategoryRow) => void
}

const cellClass = 'px-3 py-2.5 whitespace-nowrap'

/** Lobby categories have a page on the site; main and sub categories are the back office's own grouping. */
export function categoryHref(category: Pick<AdminCategoryRow, 'kind' | 'slug'>): string | null {
  return category.kind === 'lobby' ? `/${category.slug}` : null
}

/** The original's columns: gamename, position, href, countusers (here: the games players see), create, status. */
export function CategoriesTable({ categories, onEdit, onDelete }: CategoriesTableProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <div className="relative overflow-x-auto rounded-xl border border-night-700 scrollbar-thin">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="bg-night-800 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            <th scope="col" className={cellClass}>
              {t('catalog.categories.columns.name')}
            </th>
            <th scope="col" className={cellClass}>
              {t('catalog.categories.columns.position')}
            </th>
            <th scope="col" className={cellClass}>
              {t('catalog.categories.columns.href')}
            </th>
            <th scope="col" className={cellClass} title={t('catalog.categories.columns.gamesHint')}>
              {t('catalog.categories.columns.games')}
              <span className="sr-only"> ({t('catalog.categories.columns.gamesHint')})</span>
            </th>
            <th scope="col" className={cellClass}>
              {t('catalog.categories.columns.created')}
            </th>
            <th scope="col" className={cellClass}>
              {t('catalog.categories.columns.status')}
            </th>
            <th scope="col" className={`${cellClass} bg-night-800`}>
              <span className="sr-only">{t('catalog.categories.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700 text-slate-200">
          {categories.map((category) => {
            const href = categoryHref(category)
            const name = category.name[language] || category.name.en
            return (
              <tr key={category.id} className="hover:bg-night-800/60">
                <th scope="row" className={`${cellClass} font-semibold text-white`}>
                  {name}
                </th>
                <td className={cellClass}>{formatNumber(category.position, language)}</td>
                <td className={`${cellClass} font-mono text-xs text-slate-400`}>{href ?? category.slug}</td>
                <td className={cellClass}>{formatNumber(category.gameCount, language)}</td>
                <td className={cellClass}>{formatDate(category.createdAt, language)}</td>
                <td className={cellClass}>
                  <CatalogStatusBadge status={category.status} />
                </td>
                <td className={`${cellClass} text-right`}>
                  <div className="flex justify-end gap-2">
                    {href && (
                      <a
                        href={href}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={t('catalog.categories.viewNamed', { name })}
                        className={buttonClass('outline', 'sm')}
                      >
                        {t('catalog.categories.view')}
                        <ExternalLink aria-hidden size={14} />
                      </a>
                    )}
                    <button
                      type="button"
                      onClick={() => onEdit(category)}
                      aria-label={t('catalog.categories.editNamed', { name })}
                      className={buttonClass('outline', 'sm')}
                    >
                      {t('catalog.categories.edit')}
                    </button>
                    <button
                      type="button"
                      onClick={() => onDelete(category)}
                      aria-label={t('catalog.categories.deleteNamed', { name })}
                      className={buttonClass('danger', 'sm')}
                    >
                      {t('catalog.categories.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

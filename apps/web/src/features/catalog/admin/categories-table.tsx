import type { AdminCategoryRow } from '@khela/contracts/admin-catalog'
import { ExternalLink } from 'lucide-react'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { CatalogStatusBadge } from './catalog-status-badge.tsx'

interface CategoriesTableProps {
  categories: AdminCategoryRow[]
  onEdit: (category: AdminCategoryRow) => void
  onDelete: (category: AdminCategoryRow) => void
}

/** Lobby categories have a page on the site; main and sub categories are the back office's own grouping. */
export function categoryHref(category: Pick<AdminCategoryRow, 'kind' | 'slug'>): string | null {
  return category.kind === 'lobby' ? `/${category.slug}` : null
}

/** The original's columns: gamename, position, href, countusers (here: the games players see), create, status. */
export function CategoriesTable({ categories, onEdit, onDelete }: CategoriesTableProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`catalog.categories.columns.${column}`)
  return (
    <DataTable
      label={t('sections.gamecategories.title')}
      minWidthClass="min-w-[52rem]"
      rows={categories}
      rowKey={(category) => String(category.id)}
      empty={t('catalog.categories.empty')}
      columns={[
        {
          id: 'name',
          header: header('name'),
          isRowHeader: true,
          cellClassName: () => 'font-semibold text-white',
          cell: (category) => category.name[language] || category.name.en,
        },
        {
          id: 'position',
          header: header('position'),
          cell: (category) => formatNumber(category.position, language),
        },
        {
          id: 'href',
          header: header('href'),
          cellClassName: () => 'font-mono text-xs text-slate-400',
          cell: (category) => categoryHref(category) ?? category.slug,
        },
        {
          id: 'games',
          header: (
            <>
              {header('games')}
              <span className="sr-only"> ({header('gamesHint')})</span>
            </>
          ),
          headerTitle: header('gamesHint'),
          cell: (category) => formatNumber(category.gameCount, language),
        },
        {
          id: 'created',
          header: header('created'),
          cell: (category) => formatDate(category.createdAt, language),
        },
        {
          id: 'status',
          header: header('status'),
          cell: (category) => <CatalogStatusBadge status={category.status} />,
        },
        {
          id: 'actions',
          header: <span className="sr-only">{header('actions')}</span>,
          cellClassName: () => 'text-right',
          cell: (category) => {
            const href = categoryHref(category)
            const name = category.name[language] || category.name.en
            return (
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
            )
          },
        },
      ]}
    />
  )
}

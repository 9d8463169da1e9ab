import type { AdminGameRow } from '@khela/contracts/admin-catalog'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { CatalogStatusBadge } from './catalog-status-badge.tsx'

interface GamesTableProps {
  /** Which list the page shows: names the table and its empty state. */
  status: 'active' | 'inactive'
  games: AdminGameRow[]
  /** The game whose status change is on its way: its button waits. */
  pendingId: number | null
  onEdit: (game: AdminGameRow) => void
  onToggleStatus: (game: AdminGameRow) => void
}

/** The active or the inactive games: a row each, with its edit and on/off buttons. */
export function GamesTable({ status, games, pendingId, onEdit, onToggleStatus }: GamesTableProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`catalog.games.columns.${column}`)
  return (
    <DataTable
      label={t(`sections.${status === 'active' ? 'activegames' : 'inactivegames'}.title`)}
      minWidthClass="min-w-[60rem]"
      rows={games}
      rowKey={(game) => String(game.id)}
      empty={t(status === 'active' ? 'catalog.games.emptyActive' : 'catalog.games.emptyInactive')}
      columns={[
        {
          id: 'art',
          header: <span className="sr-only">{header('art')}</span>,
          cell: (game) => (
            <img
              src={game.art.src}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="size-10 rounded-md bg-night-700 object-cover"
            />
          ),
        },
        {
          id: 'title',
          header: header('title'),
          isRowHeader: true,
          cellClassName: () => 'max-w-[16rem] truncate font-semibold text-white',
          cell: (game) => game.title,
        },
        { id: 'provider', header: header('provider'), cell: (game) => game.provider.name },
        {
          id: 'categories',
          header: header('categories'),
          cellClassName: () => 'max-w-[14rem] truncate text-xs text-slate-400',
          cell: (game) =>
            game.categories.map((category) => category.name[language] || category.name.en).join(', ') || '—',
        },
        {
          id: 'flags',
          header: header('flags'),
          cellClassName: () => 'text-xs',
          cell: (game) =>
            [
              game.isPopular && t('catalog.games.flags.popular'),
              game.isNew && t('catalog.games.flags.new'),
              game.isExclusive && t('catalog.games.flags.exclusive'),
            ]
              .filter(Boolean)
              .join(', ') || '—',
        },
        { id: 'position', header: header('position'), cell: (game) => formatNumber(game.position, language) },
        {
          id: 'status',
          header: header('status'),
          cell: (game) => <CatalogStatusBadge status={game.status} />,
        },
        {
          id: 'actions',
          header: <span className="sr-only">{header('actions')}</span>,
          cellClassName: () => 'text-right',
          cell: (game) => (
            <div className="flex justify-end gap-2">
              <button
                type="button"
                onClick={() => onEdit(game)}
                aria-label={t('catalog.games.editNamed', { title: game.title })}
                className={buttonClass('outline', 'sm')}
              >
                {t('catalog.games.edit')}
              </button>
              <button
                type="button"
                disabled={pendingId === game.id}
                onClick={() => onToggleStatus(game)}
                aria-label={t(
                  game.status === 'active' ? 'catalog.games.deactivateNamed' : 'catalog.games.activateNamed',
                  { title: game.title },
                )}
                className={buttonClass(game.status === 'active' ? 'danger' : 'jade', 'sm')}
              >
                {t(game.status === 'active' ? 'catalog.games.deactivate' : 'catalog.games.activate')}
              </button>
            </div>
          ),
        },
      ]}
    />
  )
}

import type { AdminGameRow } from '@khela/contracts/admin-catalog'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { CatalogStatusBadge } from './catalog-status-badge.tsx'

interface GamesTableProps {
  games: AdminGameRow[]
  /** The game whose status change is on its way: its button waits. */
  pendingId: number | null
  onEdit: (game: AdminGameRow) => void
  onToggleStatus: (game: AdminGameRow) => void
}

const cellClass = 'px-3 py-2 whitespace-nowrap'

export function GamesTable({ games, pendingId, onEdit, onToggleStatus }: GamesTableProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <div className="relative overflow-x-auto rounded-xl border border-night-700 scrollbar-thin">
      <table className="w-full min-w-[60rem] text-left text-sm">
        <thead className="bg-night-800 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            <th scope="col" className={cellClass}>
              <span className="sr-only">{t('catalog.games.columns.art')}</span>
            </th>
            <th scope="col" className={cellClass}>
              {t('catalog.games.columns.title')}
            </th>
            <th scope="col" className={cellClass}>
              {t('catalog.games.columns.provider')}
            </th>
            <th scope="col" className={cellClass}>
              {t('catalog.games.columns.categories')}
            </th>
            <th scope="col" className={cellClass}>
              {t('catalog.games.columns.flags')}
            </th>
            <th scope="col" className={cellClass}>
              {t('catalog.games.columns.position')}
            </th>
            <th scope="col" className={cellClass}>
              {t('catalog.games.columns.status')}
            </th>
            <th scope="col" className={cellClass}>
              <span className="sr-only">{t('catalog.games.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700 text-slate-200">
          {games.map((game) => {
            const flags = [
              game.isPopular && t('catalog.games.flags.popular'),
              game.isNew && t('catalog.games.flags.new'),
              game.isExclusive && t('catalog.games.flags.exclusive'),
            ].filter(Boolean)
            return (
              <tr key={game.id} className="hover:bg-night-800/60">
                <td className={cellClass}>
                  <img
                    src={game.art.src}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-10 rounded-md bg-night-700 object-cover"
                  />
                </td>
                <th scope="row" className={`${cellClass} max-w-[16rem] truncate font-semibold text-white`}>
                  {game.title}
                </th>
                <td className={cellClass}>{game.provider.name}</td>
                <td className={`${cellClass} max-w-[14rem] truncate text-xs text-slate-400`}>
                  {game.categories
                    .map((category) => category.name[language] || category.name.en)
                    .join(', ') || '—'}
                </td>
                <td className={`${cellClass} text-xs`}>{flags.join(', ') || '—'}</td>
                <td className={cellClass}>{formatNumber(game.position, language)}</td>
                <td className={cellClass}>
                  <CatalogStatusBadge status={game.status} />
                </td>
                <td className={`${cellClass} text-right`}>
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
                        game.status === 'active'
                          ? 'catalog.games.deactivateNamed'
                          : 'catalog.games.activateNamed',
                        { title: game.title },
                      )}
                      className={buttonClass(game.status === 'active' ? 'danger' : 'jade', 'sm')}
                    >
                      {t(game.status === 'active' ? 'catalog.games.deactivate' : 'catalog.games.activate')}
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

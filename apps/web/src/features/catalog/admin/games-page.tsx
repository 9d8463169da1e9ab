import type { CatalogStatus } from '@khela/contracts/catalog'
import { Gamepad2 } from 'lucide-react'
import { useState } from 'react'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { catalogErrorMessage } from './catalog-error-message.ts'
import { CatalogSearchBox } from './catalog-search-box.tsx'
import { GAMES_PAGE_SIZE, useAdminGames } from './find-admin-games.ts'
import { useAdminProviders } from './find-admin-providers.ts'
import { GameDialog } from './game-dialog.tsx'
import { GamesTable } from './games-table.tsx'
import { LoadFailure } from './load-failure.tsx'
import { useUpdateGame } from './update-game.ts'

/** /dashboard/activegames and /dashboard/inactivegames: find a game, edit it, switch it on or off. */
export function GamesPage({ status }: { status: CatalogStatus }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const [search, setSearch] = useState('')
  const [provider, setProvider] = useState('')
  const [page, setPage] = useState(1)
  const games = useAdminGames({ status, search, provider, page })
  const providers = useAdminProviders()
  const updateGame = useUpdateGame()
  const [editId, setEditId] = useState<number | null>(null)
  const editing = games.data?.games.find((game) => game.id === editId) ?? null

  return (
    <>
      <PageHeader
        title={t(`sections.${status === 'active' ? 'activegames' : 'inactivegames'}.title`)}
        icon={Gamepad2}
        aside={
          games.data && (
            <span className="text-sm text-slate-400">
              {t('catalog.games.count', {
                formatted: formatNumber(games.data.total, language),
              })}
            </span>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <CatalogSearchBox
          label={t('catalog.games.search')}
          placeholder={t('catalog.games.searchPlaceholder')}
          onSearch={(next) => {
            setSearch(next)
            setPage(1)
          }}
        />
        <SelectField
          label={t('catalog.games.provider')}
          labelClassName="sr-only"
          value={provider}
          emptyLabel={t('catalog.games.allProviders')}
          options={(providers.data?.providers ?? []).map((option) => ({
            value: option.code,
            label: option.name,
          }))}
          onChange={(next) => {
            setProvider(next)
            setPage(1)
          }}
          className={`${inputClass} w-auto min-w-48`}
        />
      </div>
      {games.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-slate-400">
          {t('loading')}
        </p>
      ) : games.isError ? (
        <LoadFailure error={games.error} onRetry={() => games.refetch()} />
      ) : games.data.games.length === 0 ? (
        <p className="rounded-xl border border-dashed border-night-600 py-10 text-center text-sm text-slate-400">
          {t(status === 'active' ? 'catalog.games.emptyActive' : 'catalog.games.emptyInactive')}
        </p>
      ) : (
        <>
          <GamesTable
            status={status}
            games={games.data.games}
            pendingId={updateGame.isPending ? (updateGame.variables?.id ?? null) : null}
            onEdit={(game) => setEditId(game.id)}
            onToggleStatus={(game) => {
              const next = game.status === 'active' ? 'inactive' : 'active'
              updateGame.mutate(
                { id: game.id, update: { status: next } },
                {
                  onSuccess: () =>
                    notify(
                      'success',
                      t(next === 'active' ? 'catalog.games.activated' : 'catalog.games.deactivated', {
                        title: game.title,
                      }),
                    ),
                  onError: (error) => notify('error', catalogErrorMessage(error, 'games.saveErrors')),
                },
              )
            }}
          />
          <AdminPager
            section="catalog"
            page={games.data.page}
            total={games.data.total}
            pageSize={GAMES_PAGE_SIZE}
            isFetching={games.isFetching}
            onPage={setPage}
          />
        </>
      )}
      <GameDialog game={editing} onClose={() => setEditId(null)} />
    </>
  )
}

import { type FairGame, fairGames } from '@khela/contracts/fairness'
import type { OriginalsSettings } from '@khela/contracts/originals'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { SlidersHorizontal } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { ListFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useOriginalsSettings, useSaveOriginalsSettings } from './admin-originals-api.ts'
import {
  type GameSettingsErrors,
  type GameSettingsRow,
  type GameSettingsValues,
  gameSettingsFromValues,
  gameSettingsValues,
} from './game-settings-form.ts'

/**
 * /dashboard/game-settings: each original's switch, stake limits (taka) and house edge (%), Crash's payout cap
 * per round and the maximum payout of one bet. Staff with games.read see them; saving needs games.settings (administrators).
 */
export function GameSettingsPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const title = t('originals.settings.title')
  if (!hasPermission(viewer.role, 'games.read')) {
    return (
      <>
        <PageHeader title={title} icon={SlidersHorizontal} />
        <EmptyState
          icon={SlidersHorizontal}
          title={t('originals.notAllowed.title')}
          body={t('originals.notAllowed.body')}
        />
      </>
    )
  }
  return <GameSettings canEdit={hasPermission(viewer.role, 'games.settings')} />
}

function GameSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('admin')
  const settings = useOriginalsSettings()
  return (
    <>
      <PageHeader title={t('originals.settings.title')} icon={SlidersHorizontal} />
      <p className="mb-4 max-w-3xl text-sm text-slate-400">{t('originals.settings.intro')}</p>
      {settings.isPending ? (
        <ListLoading />
      ) : settings.isError ? (
        <ListFailure
          section="originals"
          title={t('originals.settings.loadFailed')}
          error={settings.error}
          onRetry={() => settings.refetch()}
        />
      ) : (
        <GameSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} canEdit={canEdit} />
      )}
    </>
  )
}

function GameSettingsForm({ settings, canEdit }: { settings: OriginalsSettings; canEdit: boolean }) {
  const { t } = useTranslation('admin')
  const save = useSaveOriginalsSettings()
  const [values, setValues] = useState<GameSettingsValues>(() => gameSettingsValues(settings))
  const [errors, setErrors] = useState<GameSettingsErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const errorText = (field: string) => errors[field] && t(`originals.settings.errors.${errors[field]}`)

  const changeGame = (game: FairGame, change: Partial<GameSettingsRow>) => {
    setValues((current) => ({
      ...current,
      games: { ...current.games, [game]: { ...current.games[game], ...change } },
    }))
    setErrors((current) => {
      const next = { ...current }
      for (const key of Object.keys(change)) delete next[`games.${game}.${key === 'edge' ? 'edgeBps' : key}`]
      return next
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    setFailure(null)
    const result = gameSettingsFromValues(values)
    if ('errors' in result) return setErrors(result.errors)
    save.mutate(result.settings, {
      onSuccess: () => notify('success', t('originals.settings.saved')),
      onError: (error) => {
        const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
        if (Object.keys(fields).length > 0) setErrors(fields)
        setFailure(`${t('originals.settings.saveFailed')} ${errorMessage(error)}`)
      },
    })
  }

  const cell = 'px-3 py-2 align-top'
  const input = (field: string, value: string, onChange: (next: string) => void, label: string) => (
    <>
      <input
        value={value}
        inputMode="decimal"
        disabled={!canEdit}
        aria-label={label}
        aria-invalid={Boolean(errors[field])}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} h-10 min-w-24 tabular-nums`}
      />
      {errors[field] && <p className="mt-1 text-xs font-medium text-ember-500">{errorText(field)}</p>}
    </>
  )

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="relative overflow-x-auto rounded-xl border border-night-700">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="bg-night-800 text-xs uppercase tracking-wide text-slate-400">
            <tr>
              {(['game', 'enabled', 'minStake', 'maxStake', 'edge'] as const).map((column) => (
                <th key={column} scope="col" className={cell}>
                  {t(`originals.settings.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-night-700 text-slate-200">
            {fairGames.map((game) => {
              const row = values.games[game]
              const name = t(`originals.games.${game}`)
              return (
                <tr key={game} className="bg-night-850">
                  <th scope="row" className={`${cell} font-semibold text-white`}>
                    {name}
                  </th>
                  <td className={cell}>
                    <input
                      type="checkbox"
                      checked={row.isEnabled}
                      disabled={!canEdit}
                      aria-label={t('originals.settings.enabledNamed', { game: name })}
                      onChange={(event) => changeGame(game, { isEnabled: event.target.checked })}
                      className="mt-3 size-4 accent-gold-500"
                    />
                  </td>
                  <td className={cell}>
                    {input(
                      `games.${game}.minStake`,
                      row.minStake,
                      (minStake) => changeGame(game, { minStake }),
                      t('originals.settings.minStakeNamed', { game: name }),
                    )}
                  </td>
                  <td className={cell}>
                    {input(
                      `games.${game}.maxStake`,
                      row.maxStake,
                      (maxStake) => changeGame(game, { maxStake }),
                      t('originals.settings.maxStakeNamed', { game: name }),
                    )}
                  </td>
                  <td className={cell}>
                    {input(
                      `games.${game}.edgeBps`,
                      row.edge,
                      (edge) => changeGame(game, { edge }),
                      t('originals.settings.edgeNamed', { game: name }),
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <div className="max-w-xs">
        <label htmlFor="crash-round-payout-cap" className="mb-1.5 block text-xs font-semibold text-slate-300">
          {t('originals.settings.crashRoundPayoutCap')}
        </label>
        <input
          id="crash-round-payout-cap"
          value={values.crashRoundPayoutCap}
          inputMode="decimal"
          disabled={!canEdit}
          aria-invalid={Boolean(errors.crashRoundPayoutCap)}
          aria-describedby="crash-round-payout-cap-hint"
          onChange={(event) => {
            const crashRoundPayoutCap = event.target.value
            setValues((current) => ({ ...current, crashRoundPayoutCap }))
            setErrors(({ crashRoundPayoutCap: _, ...rest }) => rest)
          }}
          className={`${inputClass} tabular-nums`}
        />
        {errors.crashRoundPayoutCap && (
          <p className="mt-1 text-xs font-medium text-ember-500">{errorText('crashRoundPayoutCap')}</p>
        )}
        <p id="crash-round-payout-cap-hint" className="mt-1.5 text-xs text-slate-500">
          {t('originals.settings.crashRoundPayoutCapHint')}
        </p>
      </div>
      <div className="max-w-xs">
        <label htmlFor="max-payout-per-bet" className="mb-1.5 block text-xs font-semibold text-slate-300">
          {t('originals.settings.maxPayoutPerBet')}
        </label>
        <input
          id="max-payout-per-bet"
          value={values.maxPayoutPerBet}
          inputMode="decimal"
          disabled={!canEdit}
          aria-invalid={Boolean(errors.maxPayoutPerBet)}
          aria-describedby="max-payout-per-bet-hint"
          onChange={(event) => {
            const maxPayoutPerBet = event.target.value
            setValues((current) => ({ ...current, maxPayoutPerBet }))
            setErrors(({ maxPayoutPerBet: _, ...rest }) => rest)
          }}
          className={`${inputClass} tabular-nums`}
        />
        {errors.maxPayoutPerBet && (
          <p className="mt-1 text-xs font-medium text-ember-500">{errorText('maxPayoutPerBet')}</p>
        )}
        <p id="max-payout-per-bet-hint" className="mt-1.5 text-xs text-slate-500">
          {t('originals.settings.maxPayoutPerBetHint')}
        </p>
      </div>
      <p className="text-sm text-gold-300">{t('originals.settings.edgeApplies')}</p>
      <FormFailure message={failure} />
      {canEdit ? (
        <button
          type="submit"
          disabled={save.isPending}
          aria-busy={save.isPending}
          aria-label={save.isPending ? t('originals.settings.saving') : undefined}
          className={buttonClass('gold')}
        >
          {save.isPending ? '...' : t('originals.settings.save')}
        </button>
      ) : (
        <p className="text-xs text-slate-500">{t('originals.settings.adminsOnly')}</p>
      )}
    </form>
  )
}

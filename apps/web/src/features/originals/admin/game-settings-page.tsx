import { fairGames } from '@khela/contracts/fairness'
import type { OriginalsSettings } from '@khela/contracts/originals'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'
import { get, type Path } from 'react-hook-form'
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
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useOriginalsSettings, useSaveOriginalsSettings } from './admin-originals-api.ts'
import {
  type GameSettingsValues,
  gameSettingsForm,
  gameSettingsFormPathOf,
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
  const form = useZodForm(gameSettingsForm, gameSettingsValues(settings))
  const [failure, setFailure] = useState<string | null>(null)
  const errorOf = (field: Path<GameSettingsValues>): string | undefined => {
    const problem: { message?: string } | undefined = get(form.formState.errors, field)
    return problem?.message
  }
  const errorText = (field: Path<GameSettingsValues>) => {
    const code = errorOf(field)
    return code && t(`originals.settings.errors.${code}`)
  }

  const submit = form.handleSubmit((next) => {
    if (save.isPending) return
    setFailure(null)
    save.mutate(next, {
      onSuccess: () => notify('success', t('originals.settings.saved')),
      onError: (error) => {
        // Every field the server names is shown beside its input, whatever the code, as well as the failure.
        const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
        for (const [field, code] of Object.entries(fields)) {
          form.setError(gameSettingsFormPathOf(field) as Path<GameSettingsValues>, {
            type: 'server',
            message: code,
          })
        }
        setFailure(`${t('originals.settings.saveFailed')} ${errorMessage(error)}`)
      },
    })
  })

  const cell = 'px-3 py-2 align-top'
  const input = (field: Path<GameSettingsValues>, label: string) => (
    <>
      <input
        {...form.register(field)}
        inputMode="decimal"
        disabled={!canEdit}
        aria-label={label}
        aria-invalid={Boolean(errorOf(field))}
        className={`${inputClass} h-10 min-w-24 tabular-nums`}
      />
      {errorOf(field) && <p className="mt-1 text-xs font-medium text-ember-500">{errorText(field)}</p>}
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
              const name = t(`originals.games.${game}`)
              return (
                <tr key={game} className="bg-night-850">
                  <th scope="row" className={`${cell} font-semibold text-white`}>
                    {name}
                  </th>
                  <td className={cell}>
                    <input
                      type="checkbox"
                      {...form.register(`games.${game}.isEnabled`)}
                      disabled={!canEdit}
                      aria-label={t('originals.settings.enabledNamed', { game: name })}
                      className="mt-3 size-4 accent-gold-500"
                    />
                  </td>
                  <td className={cell}>
                    {input(`games.${game}.minStake`, t('originals.settings.minStakeNamed', { game: name }))}
                  </td>
                  <td className={cell}>
                    {input(`games.${game}.maxStake`, t('originals.settings.maxStakeNamed', { game: name }))}
                  </td>
                  <td className={cell}>
                    {input(`games.${game}.edge`, t('originals.settings.edgeNamed', { game: name }))}
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
          {...form.register('crashRoundPayoutCap')}
          inputMode="decimal"
          disabled={!canEdit}
          aria-invalid={Boolean(errorOf('crashRoundPayoutCap'))}
          aria-describedby="crash-round-payout-cap-hint"
          className={`${inputClass} tabular-nums`}
        />
        {errorOf('crashRoundPayoutCap') && (
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
          {...form.register('maxPayoutPerBet')}
          inputMode="decimal"
          disabled={!canEdit}
          aria-invalid={Boolean(errorOf('maxPayoutPerBet'))}
          aria-describedby="max-payout-per-bet-hint"
          className={`${inputClass} tabular-nums`}
        />
        {errorOf('maxPayoutPerBet') && (
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

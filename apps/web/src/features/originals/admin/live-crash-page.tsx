import { type CrashEvent, crashChannel, crashEvent } from '@khela/contracts/originals'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { useQueryClient } from '@tanstack/react-query'
import { Rocket } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ListFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { useRealtime } from '../../../lib/use-realtime.ts'
import { formatMultiplier } from '../shared/format-multiplier.ts'
import { adminCrashRoundQueryKey, useAdminCrashRound } from './admin-originals-api.ts'

/** /dashboard/crash-live: the Crash round now, following `public:crash`, with every bet by its player's real name. */
export function LiveCrashPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  if (!hasPermission(viewer.role, 'games.read')) {
    return (
      <>
        <PageHeader title={t('originals.live.title')} icon={Rocket} />
        <EmptyState
          icon={Rocket}
          title={t('originals.notAllowed.title')}
          body={t('originals.notAllowed.body')}
        />
      </>
    )
  }
  return <LiveCrashRound />
}

type Tick = Extract<CrashEvent, { type: 'tick' }>

function LiveCrashRound() {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const queryClient = useQueryClient()
  const round = useAdminCrashRound()
  const [tick, setTick] = useState<Tick | null>(null)
  // Ticks move the multiplier; anything else (a new round, a bet, a cash-out, a resubscription after which events
  // may have been missed) refetches the round with its players' names.
  useRealtime(crashChannel, (event) => {
    if (event.kind === 'refused') return
    const message = event.kind === 'message' ? crashEvent.safeParse(event.data) : null
    if (message?.success && message.data.type === 'tick') return setTick(message.data)
    void queryClient.invalidateQueries({ queryKey: adminCrashRoundQueryKey })
  })

  const header = <PageHeader title={t('originals.live.title')} icon={Rocket} />
  if (round.isPending) {
    return (
      <>
        {header}
        <ListLoading />
      </>
    )
  }
  if (round.isError) {
    return (
      <>
        {header}
        <ListFailure
          section="originals"
          title={t('originals.live.loadFailed')}
          error={round.error}
          onRetry={() => round.refetch()}
        />
      </>
    )
  }
  const state = round.data
  const multiplier =
    state.phase === 'crashed'
      ? state.crashPoint
      : state.phase === 'running' && tick?.roundId === state.roundId
        ? tick.multiplier
        : null
  const totalStakes = state.bets.reduce((sum, bet) => sum + bet.stake, 0)
  const totalPayouts = state.bets.reduce((sum, bet) => sum + bet.payout, 0)
  const facts = [
    { id: 'round', value: formatNumber(state.roundNumber, language) },
    { id: 'phase', value: t(`originals.live.phases.${state.phase}`) },
    { id: 'multiplier', value: multiplier === null ? '—' : formatMultiplier(multiplier) },
    { id: 'bets', value: formatNumber(state.bets.length, language) },
    { id: 'stakes', value: formatMoney(totalStakes, 'BDT', language) },
    { id: 'payouts', value: formatMoney(totalPayouts, 'BDT', language) },
    { id: 'cap', value: state.capMultiplier === null ? '—' : formatMultiplier(state.capMultiplier) },
  ] as const

  return (
    <>
      {header}
      <section aria-labelledby="crash-live-round" className="space-y-4">
        <h2 id="crash-live-round" className="sr-only">
          {t('originals.live.round')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
          {facts.map((fact) => (
            <div key={fact.id} className="rounded-xl border border-night-700 bg-night-850 p-3">
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">
                {t(`originals.live.facts.${fact.id}`)}
              </dt>
              <dd
                className="mt-1 text-lg font-bold tabular-nums text-white"
                aria-live={fact.id === 'phase' ? 'polite' : undefined}
              >
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        <DataTable
          label={t('originals.live.title')}
          minWidthClass="min-w-[40rem]"
          rows={state.bets}
          rowKey={(bet) => bet.betId}
          empty={t('originals.live.noBets')}
          columns={[
            {
              id: 'player',
              header: t('originals.live.columns.player'),
              cell: (bet) => (
                <Link
                  to={`/dashboard/userprofile/${encodeURIComponent(bet.userId)}`}
                  className="font-medium text-white hover:text-gold-300"
                >
                  {bet.player}
                </Link>
              ),
            },
            {
              id: 'slot',
              header: t('originals.live.columns.slot'),
              cell: (bet) => formatNumber(bet.slot + 1, language),
            },
            {
              id: 'stake',
              header: t('originals.live.columns.stake'),
              isNumeric: true,
              cell: (bet) => formatMoney(bet.stake, bet.currency, language),
            },
            {
              id: 'cashedOutAt',
              header: t('originals.live.columns.cashedOutAt'),
              isNumeric: true,
              cell: (bet) => (bet.cashedOutAt === null ? '—' : formatMultiplier(bet.cashedOutAt)),
            },
            {
              id: 'payout',
              header: t('originals.live.columns.payout'),
              isNumeric: true,
              cell: (bet) => formatMoney(bet.payout, bet.currency, language),
            },
            {
              id: 'status',
              header: t('originals.live.columns.status'),
              cell: (bet) => t(`originals.status.${bet.status}`),
            },
          ]}
        />
        {state.history.length > 0 && (
          <p className="text-sm text-slate-400">
            {t('originals.live.history')}{' '}
            <span className="tabular-nums text-slate-200">
              {state.history.map((past) => formatMultiplier(past.crashPoint)).join(' · ')}
            </span>
          </p>
        )}
      </section>
    </>
  )
}

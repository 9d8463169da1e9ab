import type { PlayerRound } from '@khela/contracts/provider-wallet'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { PageNav } from '../../components/ui/page-nav.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { TimeZoneLabel } from '../../components/ui/time-zone-label.tsx'
import { api } from '../../lib/endpoint.ts'
import * as providersApi from '../../lib/endpoints/providers.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { formatDateTime } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'

/** Bet History's second list: the player's rounds in provider games, newest first, what each staked and won. */
export function ProviderRoundsSection() {
  const { t } = useTranslation()
  const headingId = useId()
  const [page, setPage] = useState(1)
  const rounds = useQuery({
    queryKey: ['providers', 'rounds', page],
    queryFn: ({ signal }) => api(providersApi.playerRounds, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
  return (
    <section aria-labelledby={headingId} className="mt-8 space-y-4">
      <h2 id={headingId} className="text-lg font-bold text-white">
        {t('providerRounds.title')}
      </h2>
      {rounds.isPending ? (
        <Spinner label={t('status.loading')} />
      ) : rounds.isError ? (
        <div className="space-y-2">
          <p role="alert" className="text-sm text-ember-400">
            {errorMessage(rounds.error)}
          </p>
          <button type="button" onClick={() => rounds.refetch()} className={buttonClass('outline', 'sm')}>
            {t('actions.retry')}
          </button>
        </div>
      ) : rounds.data.total === 0 ? (
        <p className="text-sm text-slate-300">{t('providerRounds.empty')}</p>
      ) : (
        <>
          <RoundsTable rounds={rounds.data.items} />
          <PageNav
            label={t('providerRounds.pages')}
            list={rounds.data}
            isFetching={rounds.isFetching}
            onPage={setPage}
          />
        </>
      )}
    </section>
  )
}

function RoundsTable({ rounds }: { rounds: PlayerRound[] }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const cell = 'px-3 py-2.5 whitespace-nowrap'
  return (
    <div className="overflow-x-auto rounded-xl border border-night-700">
      <table className="w-full text-left text-sm">
        <thead className="bg-night-800 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            <th className={cell}>{t('providerRounds.columns.game')}</th>
            <th className={`${cell} text-right`}>{t('providerRounds.columns.staked')}</th>
            <th className={`${cell} text-right`}>{t('providerRounds.columns.won')}</th>
            <th className={`${cell} text-right`}>{t('providerRounds.columns.returned')}</th>
            <th className={cell}>{t('providerRounds.columns.status')}</th>
            <th className={cell}>
              {t('providerRounds.columns.time')}
              <TimeZoneLabel />
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700">
          {rounds.map((round) => (
            <tr key={round.id} className="bg-night-850/60">
              <td className={cell}>
                <span lang="en" className="font-semibold text-white">
                  {round.gameTitle}
                </span>
                <span lang="en" className="block text-xs text-slate-400">
                  {round.provider}
                </span>
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                {formatMoney(round.staked, round.currency, language)}
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                {formatMoney(round.won, round.currency, language)}
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                {formatMoney(round.refunded, round.currency, language)}
              </td>
              <td className={`${cell} font-semibold text-slate-200`}>
                {t(`providerRounds.status.${round.status}`)}
              </td>
              <td className={`${cell} tabular-nums text-slate-300`}>
                <time dateTime={round.openedAt}>{formatDateTime(round.openedAt, language)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

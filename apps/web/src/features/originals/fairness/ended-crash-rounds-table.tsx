import type { EndedCrashRound } from '@khela/contracts/originals'
import { type ReactNode, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { PageNav } from '../../../components/ui/page-nav.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMultiplier } from '../shared/format-multiplier.ts'
import { useEndedCrashRounds } from './ended-crash-rounds.ts'

/**
 * Every ended Crash round, newest first, with its revealed seed: anyone, bet or no bet, can hand one to the verifier
 * (`onVerify`), which recomputes it in the browser. The table scrolls inside its box on a narrow screen.
 */
export function EndedCrashRoundsTable({ onVerify }: { onVerify: (round: EndedCrashRound) => void }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const [page, setPage] = useState(1)
  const rounds = useEndedCrashRounds(page)
  const cell = 'px-3 py-2.5 whitespace-nowrap'

  let content: ReactNode
  if (rounds.isPending) content = <Spinner label={t('status.loading')} />
  else if (rounds.isError)
    content = (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-ember-500">
          {t('fairness.rounds.failed')} {errorMessage(rounds.error)}
        </p>
        <button type="button" onClick={() => rounds.refetch()} className={buttonClass('outline', 'sm')}>
          {t('actions.retry')}
        </button>
      </div>
    )
  else if (rounds.data.total === 0)
    content = <p className="text-sm text-slate-400">{t('fairness.rounds.empty')}</p>
  else
    content = (
      <div className="space-y-4">
        {/* Relative, so the hidden header and caption stay inside the box that scrolls, not past the page's edge. */}
        <div className="relative max-w-full overflow-x-auto rounded-xl border border-night-700">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('fairness.rounds.caption')}</caption>
            <thead className="bg-night-800 text-xs uppercase tracking-wide text-slate-400">
              <tr>
                <th scope="col" className={cell}>
                  {t('fairness.rounds.round')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t('fairness.rounds.crashPoint')}
                </th>
                <th scope="col" className={cell}>
                  {t('fairness.rounds.ended')}
                  <TimeZoneLabel />
                </th>
                <th scope="col" className={cell}>
                  {t('fairness.rounds.seed')}
                </th>
                <th scope="col" className={cell}>
                  <span className="sr-only">{t('fairness.rounds.verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-night-700">
              {rounds.data.items.map((round) => {
                const names = {
                  round: formatNumber(round.roundNumber, language),
                  chain: formatNumber(Number(round.chainId), language),
                }
                return (
                  <tr key={round.roundId} className="bg-night-850/60">
                    <th scope="row" className={`${cell} font-semibold text-white`}>
                      {t('fairness.rounds.roundOf', names)}
                    </th>
                    <td className={`${cell} text-right font-bold tabular-nums text-white`}>
                      {formatMultiplier(round.crashPoint)}
                    </td>
                    <td className={`${cell} tabular-nums text-slate-300`}>
                      <time dateTime={round.crashedAt}>{formatDateTime(round.crashedAt, language)}</time>
                    </td>
                    <td className={`${cell} font-mono text-xs text-slate-400`}>
                      <span title={round.seed}>{`${round.seed.slice(0, 12)}…`}</span>
                    </td>
                    <td className={cell}>
                      <button
                        type="button"
                        onClick={() => onVerify(round)}
                        aria-label={t('fairness.rounds.verifyNamed', names)}
                        className={buttonClass('outline', 'sm')}
                      >
                        {t('fairness.rounds.verify')}
                      </button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        <PageNav
          label={t('fairness.rounds.pages')}
          list={rounds.data}
          isFetching={rounds.isPlaceholderData}
          onPage={setPage}
        />
      </div>
    )

  return (
    <section
      aria-labelledby="fairness-rounds"
      className="space-y-4 rounded-2xl border border-night-700 bg-night-850/60 p-4 sm:p-5"
    >
      <div>
        <h2 id="fairness-rounds" className="text-base font-bold text-white">
          {t('fairness.rounds.title')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-400">{t('fairness.rounds.intro')}</p>
      </div>
      {content}
    </section>
  )
}

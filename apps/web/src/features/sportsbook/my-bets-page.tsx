import { formatOdds } from '@khela/contracts/sportsbook-odds'
import type { SportBetView } from '@khela/contracts/sportsbook-placement'
import { Ticket } from 'lucide-react'
import { useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { PageNav } from '../../components/ui/page-nav.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { inLanguageDigits } from '../../lib/digits.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { formatDateTime } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { openModal } from '../../lib/modal-store.ts'
import { formatMoney } from '../../lib/money.ts'
import { latinTextLanguage } from '../../lib/text-language.ts'
import { useSession } from '../../lib/use-session.ts'
import { BetDecision } from './bet-decision.tsx'
import { CashOutPanel } from './cash-out-panel.tsx'
import { useOddsFormat } from './odds-format.ts'
import { myBetsPath } from './sportsbook-paths.ts'
import { useSportBetsPage } from './use-pending-bets.ts'

/** /sports/my-bets: the player's sports bets, open ones first, each with its legs, stake and potential return. */
export function MyBetsPage() {
  const { t } = useTranslation('sportsbook')
  const session = useSession()
  return (
    <>
      <PageHeader title={t('myBets.title')} icon={Ticket} />
      {session.isPending ? (
        <Spinner label={t('myBets.loading')} />
      ) : !session.data?.user ? (
        <EmptyState
          icon={Ticket}
          title={t('myBets.signedOut.title')}
          body={t('myBets.signedOut.body')}
          action={
            <button
              type="button"
              onClick={() => openModal('sign-in', { returnTo: myBetsPath })}
              className={buttonClass('gold', 'lg')}
            >
              {t('myBets.signedOut.signIn')}
            </button>
          }
        />
      ) : (
        <SportBetList />
      )}
    </>
  )
}

/**
 * The signed-in player's sports bets, 20 a page, open ones first: My bets' list, and Bet History's section (its
 * cards' headings a level down, under the section's own, and a line instead of the empty page).
 */
export function SportBetList({ inSection = false }: { inSection?: boolean }) {
  const { t } = useTranslation('sportsbook')
  const [page, setPage] = useState(1)
  const query = useSportBetsPage(page)
  if (query.isError && !query.data)
    return (
      <p role="alert" className="text-sm text-slate-300">
        {errorMessage(query.error)}
      </p>
    )
  if (!query.data) return <Spinner label={t('myBets.loading')} />
  if (query.data.items.length === 0)
    return inSection ? (
      <p className="text-sm text-slate-300">{t('myBets.empty.title')}</p>
    ) : (
      <EmptyState icon={Ticket} title={t('myBets.empty.title')} body={t('myBets.empty.body')} />
    )
  return (
    <div className="space-y-4">
      <ul aria-label={t('myBets.title')} className="space-y-3">
        {query.data.items.map((bet) => (
          <BetCard key={bet.id} bet={bet} Heading={inSection ? 'h3' : 'h2'} />
        ))}
      </ul>
      <PageNav label={t('myBets.pages')} list={query.data} isFetching={query.isFetching} onPage={setPage} />
    </div>
  )
}

/** A bet's kind as its card's heading: Single, Accumulator of n, or its system (Trixie, 2 from 4…). */
function betTitle(
  bet: SportBetView,
  t: (key: string, values?: Record<string, string | number>) => string,
): string {
  const count = bet.legs.length
  if (bet.type === 'single') return t('myBets.single')
  if (bet.type === 'accumulator' || !bet.system) return t('slip.accumulatorOf', { count })
  return bet.system.kind === 'system'
    ? t(`slip.systems.${bet.system.name}`)
    : t('slip.kFromN', { k: bet.system.legsPerLine, n: count })
}

function BetCard({ bet, Heading }: { bet: SportBetView; Heading: 'h2' | 'h3' }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const format = useOddsFormat()
  return (
    <li data-testid="sport-bet" className="rounded-xl border border-night-700 bg-night-850 p-4">
      <article className="space-y-3">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <Heading className="text-sm font-bold text-white">{betTitle(bet, t)}</Heading>
          <span className="flex items-center gap-2">
            {bet.isFreeBet && (
              <span
                data-testid="bet-free-bet"
                className="rounded bg-gold-500/15 px-2 py-0.5 text-xs font-semibold text-gold-300"
              >
                {t('myBets.freeBet')}
              </span>
            )}
            <span className="rounded bg-night-600 px-2 py-0.5 text-xs font-semibold text-slate-100">
              {t(`myBets.statuses.${bet.status}`)}
            </span>
          </span>
        </header>
        <BetDecision bet={bet} />
        <ul className="space-y-2">
          {bet.legs.map((leg) => {
            const name = leg.selectionName[language]
            const home = leg.home[language]
            const away = leg.away[language]
            return (
              <li key={leg.selectionId} className="flex items-start justify-between gap-3 text-sm">
                <div className="min-w-0">
                  <p className="font-semibold text-white">
                    <span lang={latinTextLanguage(name)}>{name}</span>
                  </p>
                  <p className="text-xs text-slate-400">
                    {leg.marketName[language]} · <span lang={latinTextLanguage(home)}>{home}</span>{' '}
                    {t('versus')} <span lang={latinTextLanguage(away)}>{away}</span> ·{' '}
                    {formatDateTime(leg.startsAt, language)}
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p className="font-bold tabular-nums text-gold-300">
                    <span className="sr-only">{t('myBets.priceTaken')} </span>
                    {inLanguageDigits(formatOdds(leg.price, format), language)}
                  </p>
                  <p className="text-xs text-slate-400">{t(`myBets.statuses.${leg.status}`)}</p>
                </div>
              </li>
            )
          })}
        </ul>
        <dl className="grid grid-cols-2 gap-2 border-t border-night-700 pt-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs text-slate-400">{t('myBets.stake')}</dt>
            <dd data-testid="bet-stake" className="font-semibold text-white">
              {formatMoney(bet.stake, bet.currency, language)}
            </dd>
            {bet.bonusStake > 0 && !bet.isFreeBet && (
              <dd data-testid="bet-bonus-stake" className="text-xs text-slate-400">
                {t('myBets.bonusStake', { amount: formatMoney(bet.bonusStake, bet.currency, language) })}
              </dd>
            )}
            {bet.lineCount > 1 && (
              <dd data-testid="bet-lines" className="text-xs text-slate-400">
                {t('myBets.systemLines', {
                  lines: inLanguageDigits(String(bet.lineCount), language),
                  stake: formatMoney(bet.stakePerLine, bet.currency, language),
                })}
              </dd>
            )}
          </div>
          <div>
            <dt className="text-xs text-slate-400">{t('slip.potentialReturn')}</dt>
            <dd data-testid="bet-return" className="font-semibold text-gold-300">
              {formatMoney(bet.potentialReturn, bet.currency, language)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-400">{t('myBets.placedAt')}</dt>
            <dd className="text-slate-200">{formatDateTime(bet.createdAt, language)}</dd>
          </div>
          {bet.cashedOutStake > 0 && (
            <div>
              <dt className="text-xs text-slate-400">{t('cashOut.cashedOut')}</dt>
              <dd data-testid="bet-cashed-out" className="font-semibold text-white">
                {t('cashOut.cashedOutOf', {
                  amount: formatMoney(bet.cashedOutAmount, bet.currency, language),
                  stake: formatMoney(bet.cashedOutStake, bet.currency, language),
                })}
              </dd>
            </div>
          )}
        </dl>
        {bet.status === 'open' && bet.cashOut && <CashOutPanel bet={{ ...bet, cashOut: bet.cashOut }} />}
      </article>
    </li>
  )
}

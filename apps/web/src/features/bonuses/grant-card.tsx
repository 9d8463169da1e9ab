import type { Grant } from '@khela/contracts/bonuses'
import { Link } from 'react-router'
import { playPath } from '../../components/games/use-play-game.ts'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { TimeZoneLabel } from '../../components/ui/time-zone-label.tsx'
import { rewardText, timeLeftText, wageringPercent } from '../../lib/bonus-text.ts'
import { formatDateTime, formatNumber } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'
import { WageringTerms } from './wagering-terms.tsx'

const statusColours = {
  active: 'bg-jade-500/15 text-jade-300',
  converted: 'bg-gold-500/15 text-gold-300',
  forfeited: 'bg-ember-500/15 text-ember-300',
  expired: 'bg-night-700 text-slate-300',
} as const

/** One grant: its money, wagering progress and time left while active; how it ended once it has. */
export function GrantCard({ grant }: { grant: Grant }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const money = (minor: number) => formatMoney(minor, grant.currency, language)
  const progressLabel = t('bonus.page.wagered', {
    wagered: money(grant.wagered),
    required: money(grant.wageringRequired),
  })
  const isActive = grant.status === 'active'
  // A free bet is never wagered: it is staked on the sports bet slip, and a settled bet uses it up.
  const isFreeBet = grant.terms.reward.kind === 'free_bet'
  const statusText =
    isFreeBet && grant.status === 'converted'
      ? t('bonus.page.freeBetUsed')
      : t(`bonus.page.statuses.${grant.status}`)
  return (
    <li
      aria-label={grant.terms.name[language]}
      className="space-y-3 rounded-2xl border border-night-700 bg-night-850 p-4"
      data-testid="bonus-grant"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words text-base font-extrabold text-white">
          {grant.terms.name[language]}
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${statusColours[grant.status]}`}>
          {statusText}
        </span>
      </div>
      {isActive ? (
        <>
          {grant.freeSpins && <FreeSpinsLeft grant={grant} freeSpins={grant.freeSpins} />}
          <p className="flex justify-between gap-3 text-sm text-slate-300">
            {t('bonus.page.balance')}
            <strong className="tabular-nums text-gold-300">{money(grant.balance)}</strong>
          </p>
          {isFreeBet ? (
            <p data-testid="free-bet" className="text-sm text-slate-300">
              {t('bonus.page.freeBetBody', {
                reward: rewardText(grant.terms.reward, grant.currency, language),
              })}
            </p>
          ) : (
            <div className="space-y-1">
              <p id={`${grant.id}-wagering`} className="text-xs font-semibold text-slate-300">
                {t('bonus.page.wagering')}: {progressLabel}
              </p>
              <progress
                aria-labelledby={`${grant.id}-wagering`}
                max={100}
                value={wageringPercent(grant.wagered, grant.wageringRequired)}
                className="h-2.5 w-full overflow-hidden rounded-full accent-gold-500 [&::-webkit-progress-bar]:bg-night-700 [&::-webkit-progress-value]:bg-gold-500"
              />
            </div>
          )}
          <p className="text-xs text-slate-300">
            {timeLeftText(grant.secondsLeft, language)} ·{' '}
            {t('bonus.page.expires', { date: formatDateTime(grant.expiresAt, language) })}
            <TimeZoneLabel />
          </p>
          {!isFreeBet && <WageringTerms wagering={grant.terms.wagering} currency={grant.currency} />}
          <p className="whitespace-pre-line break-words text-xs leading-relaxed text-slate-400">
            {grant.terms.terms[language]}
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-300">
          {t('bonus.page.granted', { amount: money(grant.amount) })}
          {grant.convertedAmount > 0 &&
            ` · ${t('bonus.page.converted', { amount: money(grant.convertedAmount) })}`}
          {grant.forfeitedAmount > 0 &&
            ` · ${t('bonus.page.forfeited', { amount: money(grant.forfeitedAmount) })}`}
          {grant.forfeitReason && ` (${t(`bonus.page.reasons.${grant.forfeitReason}`)})`}
          {grant.endedAt && ` · ${t('bonus.page.ended', { date: formatDateTime(grant.endedAt, language) })}`}
        </p>
      )}
    </li>
  )
}

/** A free-spins grant's spins left and the way to its game, where they play first at the grant's stake. */
function FreeSpinsLeft({ grant, freeSpins }: { grant: Grant; freeSpins: NonNullable<Grant['freeSpins']> }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const left = freeSpins.count - freeSpins.played
  if (left <= 0) return null
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-gold-500/10 p-3">
      <p className="text-sm text-slate-200">
        {t('bonus.page.freeSpinsLeft', {
          left: formatNumber(left, language),
          count: formatNumber(freeSpins.count, language),
          stake: formatMoney(freeSpins.stake, grant.currency, language),
          game: freeSpins.gameTitle,
        })}
      </p>
      <Link to={playPath(freeSpins.game)} className={buttonClass('gold', 'sm')}>
        {t('bonus.page.playFreeSpins')}
      </Link>
    </div>
  )
}

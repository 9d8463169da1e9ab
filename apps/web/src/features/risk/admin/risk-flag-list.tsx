import type { RiskFlag, RiskFlagPlayer } from '@khela/contracts/risk'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'

const profilePath = (player: RiskFlagPlayer) => `/dashboard/userprofile/${encodeURIComponent(player.id)}`
/** Deposit and Withdraw History search by a player's email (or id, when the account has none left). */
const historyPath = (section: 'deposits' | 'withdraws', player: RiskFlagPlayer) =>
  `/dashboard/${section}?search=${encodeURIComponent(player.email ?? player.id)}`

/** What the flag found, in a sentence of the reader's language. */
function FlagSummary({ flag }: { flag: RiskFlag }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const money = (amount: number, currency: string) => formatMoney(amount, currency, language)
  switch (flag.kind) {
    case 'large_deposit':
    case 'large_withdrawal':
      return t(`risk.summary.${flag.kind}`, {
        amount: money(flag.details.amount, flag.details.currency),
        method: flag.details.methodName,
        threshold: money(flag.details.threshold, 'BDT'),
      })
    case 'quick_withdrawal':
      return t('risk.summary.quick_withdrawal', {
        amount: money(flag.details.amount, flag.details.currency),
        minutes: formatNumber(flag.details.minutesAfterDeposit, language),
        deposit: money(flag.details.depositAmount, flag.details.currency),
        stakes: money(flag.details.stakesSinceDeposit, flag.details.currency),
        percent: formatNumber(flag.details.minStakePercent, language),
      })
    case 'shared_sender_account':
      return t('risk.summary.shared_sender_account', {
        number: flag.details.senderAccount,
        count: formatNumber(flag.players.length, language),
      })
    case 'shared_device':
      return t('risk.summary.shared_device', {
        fingerprint: flag.details.deviceFingerprint,
        count: formatNumber(flag.players.length, language),
      })
    case 'bonus_abuse':
      return t('risk.summary.bonus_abuse', {
        campaign: flag.details.campaignName[language],
        amount: money(flag.details.amount, flag.details.currency),
        marks: flag.details.marks.join(', '),
      })
    case 'partner_daily_total':
      return t(`risk.summary.partner_daily_total.${flag.details.partner}`, {
        amount: money(flag.details.amount, flag.details.currency),
        node: flag.details.nodeName,
        // A calendar day already in the operator's zone: written as it is, not moved by a zone.
        day: formatDate(`${flag.details.day}T00:00:00Z`, language, 'UTC'),
        threshold: money(flag.details.threshold, 'BDT'),
      })
  }
}

function PlayerLinks({ flag }: { flag: RiskFlag }) {
  const { t } = useTranslation('admin')
  const requests =
    flag.recordType === 'deposit_request' || flag.kind === 'shared_sender_account'
      ? 'deposits'
      : flag.recordType === 'withdrawal_request'
        ? 'withdraws'
        : null
  return (
    <ul className="mt-3 space-y-1.5 text-sm">
      {flag.players.map((player) => (
        <li key={player.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Link to={profilePath(player)} className="font-medium text-white hover:text-gold-300">
            {player.name ?? player.id}
          </Link>
          {player.email && <span className="text-xs text-slate-500">{player.email}</span>}
          {requests && (
            <Link to={historyPath(requests, player)} className="text-xs text-gold-300 hover:underline">
              {t(`risk.links.${requests}`)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

/** The flags as cards (they read on a phone too), newest first; an open one can be closed with a note. */
export function RiskFlagList({ flags, onClose }: { flags: RiskFlag[]; onClose: (flag: RiskFlag) => void }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <ul className="space-y-3" aria-label={t('risk.listLabel')}>
      {flags.map((flag) => (
        <li
          key={flag.id}
          data-testid="risk-flag"
          className="rounded-xl border border-night-700 bg-night-850 p-4"
          aria-labelledby={`risk-flag-${flag.id}`}
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 id={`risk-flag-${flag.id}`} className="font-bold text-white">
                {t(`risk.kinds.${flag.kind}`)}
              </h3>
              <p className="text-xs text-slate-500">
                <time dateTime={flag.createdAt}>{formatDateTime(flag.createdAt, language)}</time>
                {' · '}
                <span className={flag.status === 'open' ? 'text-gold-300' : 'text-slate-400'}>
                  {t(`risk.statuses.${flag.status}`)}
                </span>
              </p>
            </div>
            {flag.status === 'open' && (
              <button type="button" onClick={() => onClose(flag)} className={buttonClass('outline', 'sm')}>
                {t('risk.close.action')}
              </button>
            )}
          </div>
          <p className="mt-2 text-sm text-slate-200">
            <FlagSummary flag={flag} />
          </p>
          <PlayerLinks flag={flag} />
          {flag.status === 'closed' && (
            <div className="mt-3 rounded-lg bg-night-900/60 p-3 text-sm">
              <p className="text-xs text-slate-500">
                {t('risk.closedBy', {
                  name: flag.closedBy?.name ?? flag.closedBy?.id ?? '—',
                  at: flag.closedAt ? formatDateTime(flag.closedAt, language) : '—',
                })}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-200">{flag.closingNote}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}

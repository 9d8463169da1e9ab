import { oddsPolicies, SPORT_BET_MIN_STAKE } from '@khela/contracts/sportsbook-bet-types'
import { formatOdds } from '@khela/contracts/sportsbook-odds'
import { Ticket, X } from 'lucide-react'
import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import { WageringNotice } from '../../../components/bonuses/wagering-notice.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { inLanguageDigits } from '../../../lib/digits.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { openModal } from '../../../lib/modal-store.ts'
import { formatMoney } from '../../../lib/money.ts'
import { latinTextLanguage } from '../../../lib/text-language.ts'
import { useSession } from '../../../lib/use-session.ts'
import { useOddsFormat } from '../odds-format.ts'
import { myBetsPath } from '../sportsbook-paths.ts'
import {
  combinedPrice,
  lineMaxPayout,
  lineMaxStake,
  lineReturn,
  placeableLines,
  type Refusal,
  removePick,
  type SlipLine,
  type SlipPick,
  setStake,
  slipLines,
  slipMode,
  slipTotals,
  stakeProblem,
  totalStakeOf,
} from './bet-slip-state.ts'
import { updateSlip, useSlip } from './bet-slip-store.ts'
import { BookingCodes } from './booking-codes.tsx'
import { FreeBetChoice } from './free-bet-choice.tsx'
import { refusalText } from './refusal-text.ts'
import { ModeTabs, SystemChoice } from './slip-bet-kind.tsx'
import { SlipPendingBets } from './slip-pending-bets.tsx'
import { usePlaceSlip } from './use-place-slip.ts'

const CURRENCY = 'BDT'

/**
 * The bet slip's content: the selections, the kind of bet (singles, an accumulator or a system, as tabs), a stake
 * per single, for the accumulator or per line of the system, limits, a free bet of the player's instead of a stake
 * (one single or the accumulator), the odds policy, totals and Place; then booking codes. A visitor builds a slip too and is asked to sign in at Place.
 */
export function BetSlipContent({ headingId }: { headingId?: string }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const slip = useSlip()
  const session = useSession()
  const { pathname } = useLocation()
  const { place, isPlacing } = usePlaceSlip()
  const isSignedIn = Boolean(session.data?.user)
  const lines = slipLines(slip)
  const mode = slipMode(slip)
  const totals = slipTotals(slip)
  const canPlace = placeableLines(slip).length > 0 && !isPlacing

  if (slip.picks.length === 0)
    return (
      <div className="space-y-3">
        {headingId && <SlipHeading id={headingId} count={0} />}
        {isSignedIn && <SlipPendingBets />}
        <p className="text-sm text-slate-400">{t('slip.empty')}</p>
        {isSignedIn && <MyBetsLink />}
        <BookingCodes />
      </div>
    )

  const combined = lines[0]
  return (
    <div className="space-y-4">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (!isSignedIn) openModal('sign-in', { returnTo: pathname })
          else void place()
        }}
      >
        {headingId && <SlipHeading id={headingId} count={slip.picks.length} />}
        {isSignedIn && <SlipPendingBets />}
        <ModeTabs mode={mode} picks={slip.picks} />
        {mode === 'singles' ? (
          <section aria-label={t('slip.singles')} className="space-y-2">
            <ul className="space-y-2">
              {lines.map((line) => (
                <li key={line.id} className="space-y-2 rounded-lg border border-night-600 bg-night-800 p-3">
                  <PickSummary pick={line.picks[0] as SlipPick} refusal={slip.legRefusals[line.id]} />
                  <StakeField line={line} refusal={slip.lineRefusals[line.id]} />
                  {isSignedIn && lines.length === 1 && <FreeBetChoice line={line} />}
                </li>
              ))}
            </ul>
          </section>
        ) : (
          combined && (
            <section aria-label={t(`slip.modes.${mode}`)} className="space-y-2">
              <h3 className="text-xs font-bold tracking-wide text-slate-300 uppercase">
                {mode === 'accumulator'
                  ? t('slip.accumulatorOf', { count: combined.picks.length })
                  : t('slip.systemOf', { count: combined.picks.length })}
              </h3>
              <ul className="space-y-2">
                {combined.picks.map((pick) => (
                  <li key={pick.selectionId} className="rounded-lg border border-night-600 bg-night-800 p-3">
                    <PickSummary pick={pick} refusal={slip.legRefusals[pick.selectionId]} />
                  </li>
                ))}
              </ul>
              <div className="space-y-2 rounded-lg border border-night-600 bg-night-800 p-3">
                {mode === 'accumulator' ? (
                  <p className="flex justify-between text-sm text-slate-300">
                    <span>{t('slip.combinedOdds')}</span>
                    <Price price={combinedPrice(combined)} />
                  </p>
                ) : (
                  <SystemChoice line={combined} />
                )}
                <StakeField line={combined} refusal={slip.lineRefusals[combined.id]} />
                {isSignedIn && mode === 'accumulator' && <FreeBetChoice line={combined} />}
              </div>
            </section>
          )
        )}
        <SelectField
          label={t('slip.oddsPolicy')}
          value={slip.oddsPolicy}
          options={oddsPolicies.map((policy) => ({ value: policy, label: t(`slip.oddsPolicies.${policy}`) }))}
          onChange={(oddsPolicy) => updateSlip((state) => ({ ...state, oddsPolicy }))}
        />
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-400">{t('slip.totalStake')}</dt>
            <dd data-testid="slip-total-stake" className="font-semibold text-white">
              {formatMoney(totals.stake, CURRENCY, language)}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-slate-400">{t('slip.potentialReturn')}</dt>
            <dd data-testid="slip-potential-return" className="font-semibold text-gold-300">
              {formatMoney(totals.potentialReturn, CURRENCY, language)}
            </dd>
          </div>
        </dl>
        {isSignedIn && <WageringNotice product="sportsbook" />}
        <button
          type="submit"
          disabled={isSignedIn && !canPlace}
          className={`${buttonClass('gold', 'lg')} w-full`}
        >
          {!isSignedIn ? t('slip.signInToPlace') : isPlacing ? t('slip.placing') : t('slip.place')}
        </button>
        <div className="flex items-center justify-between gap-2">
          {isSignedIn ? <MyBetsLink /> : <span />}
          <button
            type="button"
            onClick={() =>
              updateSlip((state) =>
                state.picks.reduce((next, pick) => removePick(next, pick.selectionId), state),
              )
            }
            className="text-xs text-slate-300 underline underline-offset-2 hover:text-white"
          >
            {t('slip.clear')}
          </button>
        </div>
      </form>
      <BookingCodes />
    </div>
  )
}

function SlipHeading({ id, count }: { id: string; count: number }) {
  const { t } = useTranslation('sportsbook')
  return (
    <h2 id={id} className="flex items-center gap-2 text-base font-bold tracking-wide text-gold-400 uppercase">
      <Ticket aria-hidden size={18} />
      {t('slip.title')}
      <span className="text-sm text-slate-300">({inLanguageDigits(String(count), currentLanguage())})</span>
    </h2>
  )
}

function MyBetsLink() {
  const { t } = useTranslation('sportsbook')
  return (
    <Link to={myBetsPath} className="text-xs text-gold-300 underline underline-offset-2 hover:text-white">
      {t('myBets.title')}
    </Link>
  )
}

function Price({ price }: { price: number }) {
  const format = useOddsFormat()
  return (
    <span className="font-bold tabular-nums text-gold-300">
      {inLanguageDigits(formatOdds(price, format), currentLanguage())}
    </span>
  )
}

function PickSummary({ pick, refusal }: { pick: SlipPick; refusal: Refusal | undefined }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const name = pick.selectionName[language]
  const home = pick.home[language]
  const away = pick.away[language]
  return (
    <div className="space-y-1">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 text-sm font-semibold text-white">
          <span lang={latinTextLanguage(name)}>{name}</span>
        </p>
        <div className="flex shrink-0 items-center gap-2">
          <Price price={pick.price} />
          <button
            type="button"
            onClick={() => updateSlip((state) => removePick(state, pick.selectionId))}
            aria-label={t('slip.remove', { name })}
            className="grid size-8 place-items-center rounded-full text-slate-300 hover:bg-night-600 hover:text-white"
          >
            <X aria-hidden size={14} />
          </button>
        </div>
      </div>
      <p className="text-xs text-slate-400">
        {pick.marketName[language]} · <span lang={latinTextLanguage(home)}>{home}</span> {t('versus')}{' '}
        <span lang={latinTextLanguage(away)}>{away}</span>
      </p>
      {refusal && (
        <p data-testid="leg-refusal" className="text-xs font-semibold text-ember-400">
          {refusalText(refusal)}
        </p>
      )}
    </div>
  )
}

function StakeField({ line, refusal }: { line: SlipLine; refusal: Refusal | undefined }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const id = useId()
  const problem = stakeProblem(line)
  const maxStake = lineMaxStake(line)
  const isSystem = line.type === 'system'
  const limits = [
    t(isSystem ? 'slip.limitsPerLine' : 'slip.limits', {
      min: formatMoney(SPORT_BET_MIN_STAKE, CURRENCY, language),
      max: formatMoney(maxStake, CURRENCY, language),
    }),
    t(isSystem ? 'slip.maxPayoutPerLine' : 'slip.maxPayout', {
      max: formatMoney(lineMaxPayout(line), CURRENCY, language),
    }),
  ].join(' ')
  const total = totalStakeOf(line)
  const error = problem
    ? t(`slip.errors.${problem}`, {
        min: formatMoney(SPORT_BET_MIN_STAKE, CURRENCY, language),
        max: formatMoney(maxStake, CURRENCY, language),
      })
    : refusal
      ? refusalText(refusal)
      : null
  const potential = lineReturn(line)
  const label =
    line.type === 'single'
      ? t('slip.stakeOn', { name: (line.picks[0] as SlipPick).selectionName[language] })
      : isSystem
        ? t('slip.stakePerLine')
        : t('slip.accumulatorStake')
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-semibold text-slate-300">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={line.stakeText}
        onChange={(event) => updateSlip((state) => setStake(state, line.id, event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-limits${error ? ` ${id}-error` : ''}`}
        className={inputClass}
      />
      <p id={`${id}-limits`} className="text-xs text-slate-400">
        {limits}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-xs font-semibold text-ember-400">
          {error}
        </p>
      )}
      {isSystem && total !== null && !problem && (
        <p data-testid="slip-system-stake" className="flex justify-between text-xs text-slate-300">
          <span>
            {t('slip.linesTimesStake', {
              lines: inLanguageDigits(String(line.lines.length), language),
              stake: formatMoney(total / line.lines.length, CURRENCY, language),
            })}
          </span>
          <span>{formatMoney(total, CURRENCY, language)}</span>
        </p>
      )}
      {potential !== null && !problem && (
        <p className="flex justify-between text-xs text-slate-300">
          <span>{t('slip.returns')}</span>
          <span>{formatMoney(potential, CURRENCY, language)}</span>
        </p>
      )}
    </div>
  )
}

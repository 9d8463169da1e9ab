import { partialCashOut } from '@khela/contracts/sportsbook-cash-out'
import type { CashOutInput, CashOutOfferView } from '@khela/contracts/sportsbook-cash-out-api'
import type { SportBetView } from '@khela/contracts/sportsbook-placement'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { inputClass } from '../../components/ui/form-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { api } from '../../lib/endpoint.ts'
import * as sportsbookApi from '../../lib/endpoints/sportsbook.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import type { Attempt } from '../../lib/idempotent-attempt.ts'
import { formatMoney } from '../../lib/money.ts'
import { parseTaka, takaInputValue } from '../../lib/taka.ts'
import { notify } from '../../lib/toast.ts'
import { applyCashBalance } from '../../lib/wallet-balance.ts'
import { movedOffer, offerOf, type ShownOffer } from './cash-out-rules.ts'
import { sportBetsQueryKey } from './slip/use-place-slip.ts'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'sending' }
  | { kind: 'paid'; amount: number; isFull: boolean }
  | { kind: 'refused'; message: string; moved: ShownOffer | null }

// A cash-out answers well within this; past it the button gives up and says so rather than spin.
const cashOutTimeoutMs = 15_000

const replayHeader = 'idempotent-replay'

/**
 * An open bet's cash-out on My bets: the offer now (pushed: the list refetches when prices move), a button that
 * asks for confirmation with the part of the stake to cash out (all of it by default), then says paid or refused
 * with the reason and, when the offer moved, the new one to take. The request has a timeout and every path ends
 * in paid, refused or an error, so the button never spins forever. Below it, the automatic cash-out amount.
 */
export function CashOutPanel({ bet }: { bet: SportBetView & { cashOut: CashOutOfferView } }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const queryClient = useQueryClient()
  const partId = useId()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const [partText, setPartText] = useState(takaInputValue(bet.cashOut.runningStake))
  const [taking, setTaking] = useState<ShownOffer | null>(null)
  const attempt = useRef<Attempt | null>(null)
  const { cashOut } = bet
  const money = (amount: number) => formatMoney(amount, bet.currency, language)
  const listed = offerOf(cashOut)
  const offer = taking ?? listed
  const part = parseTaka(partText)
  const isPartValid =
    part !== null && part > 0 && part <= cashOut.runningStake && part % cashOut.stakeStep === 0
  const receive =
    offer && isPartValid && part !== null
      ? partialCashOut(offer.offer, cashOut.runningStake, part).paidMinor
      : null

  // The request that got no answer (a timeout, a 5xx), kept with its key: it may have been paid, so it is sent
  // again exactly as it was, never rebuilt from an offer that has moved since, and the server answers a replay
  // with its first result instead of paying twice.
  const [isUnanswered, setUnanswered] = useState(false)

  const confirm = async () => {
    if (outcome.kind === 'sending') return
    const pending = attempt.current
    let body: CashOutInput
    if (pending) body = JSON.parse(pending.body) as CashOutInput
    else {
      if (!offer || !isPartValid || part === null) return
      body = {
        offer: offer.offer,
        versions: offer.versions,
        ...(part < cashOut.runningStake ? { stakePart: part } : {}),
      }
    }
    const sent = pending ?? { key: crypto.randomUUID(), body: JSON.stringify(body) }
    attempt.current = sent
    setOutcome({ kind: 'sending' })
    let isReplay = false
    try {
      const paid = await api(sportsbookApi.cashOut, {
        params: { id: bet.id },
        body,
        idempotencyKey: sent.key,
        timeoutMs: cashOutTimeoutMs,
        onHeaders: (headers) => {
          isReplay = headers.get(replayHeader) === 'true'
        },
      })
      attempt.current = null
      setUnanswered(false)
      applyCashBalance(queryClient, paid.balance, isReplay)
      setTaking(null)
      setOutcome({ kind: 'paid', amount: paid.amount, isFull: paid.isFull })
      // A full cash-out closes the bet, and its panel with it once the list refetches: the toast outlasts it.
      notify(
        'success',
        t(paid.isFull ? 'cashOut.paidFull' : 'cashOut.paidPart', { amount: money(paid.amount) }),
      )
      if (!paid.isFull) setPartText(takaInputValue(paid.runningStake))
      void queryClient.invalidateQueries({ queryKey: sportBetsQueryKey })
    } catch (error) {
      // A refusal is an answer: nothing was paid, the next try goes under a new key. Without one (a timeout, a
      // 5xx) the key stays, so trying again replays the first request instead of cashing out twice.
      const isAnswer = error instanceof ApiError && error.status >= 400 && error.status < 500
      if (isAnswer) attempt.current = null
      setUnanswered(!isAnswer)
      const moved = movedOffer(error)
      setTaking(moved)
      setOutcome({ kind: 'refused', message: errorMessage(error), moved })
      void queryClient.invalidateQueries({ queryKey: sportBetsQueryKey })
    }
  }

  return (
    <section aria-label={t('cashOut.title')} className="space-y-2 border-t border-night-700 pt-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-300">
          {listed ? (
            <>
              {t('cashOut.offer')}{' '}
              <span data-testid="cash-out-offer" className="font-bold tabular-nums text-gold-300">
                {money(listed.offer)}
              </span>
            </>
          ) : (
            t(`cashOut.unavailable.${cashOut.reason ?? 'out_of_limits'}`)
          )}
        </p>
        {offer && !isUnanswered && outcome.kind !== 'confirming' && outcome.kind !== 'sending' && (
          <button
            type="button"
            onClick={() => setOutcome({ kind: 'confirming' })}
            className={buttonClass('gold')}
          >
            {t('cashOut.button', { amount: money(offer.offer) })}
          </button>
        )}
      </div>
      {isUnanswered && (
        <div className="space-y-2 rounded-lg bg-night-800 p-3">
          <p className="text-slate-200">{t('cashOut.unanswered')}</p>
          <button
            type="button"
            onClick={confirm}
            disabled={outcome.kind === 'sending'}
            aria-busy={outcome.kind === 'sending'}
            className={buttonClass('gold')}
          >
            {outcome.kind === 'sending' ? t('cashOut.sending') : t('cashOut.retry')}
          </button>
        </div>
      )}
      {offer && !isUnanswered && (outcome.kind === 'confirming' || outcome.kind === 'sending') && (
        <div className="space-y-2 rounded-lg bg-night-800 p-3">
          <label htmlFor={partId} className="block text-xs text-slate-300">
            {t('cashOut.part', { stake: money(cashOut.runningStake) })}
          </label>
          <input
            id={partId}
            value={partText}
            onChange={(event) => setPartText(event.target.value)}
            inputMode="decimal"
            aria-invalid={!isPartValid}
            className={`${inputClass} w-40 tabular-nums`}
          />
          <p role="status" className="text-slate-200">
            {receive !== null
              ? t('cashOut.youReceive', { amount: money(receive) })
              : t('cashOut.partInvalid', { stake: money(cashOut.runningStake) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={confirm}
              disabled={!isPartValid || outcome.kind === 'sending'}
              aria-busy={outcome.kind === 'sending'}
              className={buttonClass('gold')}
            >
              {outcome.kind === 'sending' ? t('cashOut.sending') : t('cashOut.confirm')}
            </button>
            <button
              type="button"
              onClick={() => setOutcome({ kind: 'idle' })}
              disabled={outcome.kind === 'sending'}
              className={buttonClass('ghost')}
            >
              {t('cashOut.cancel')}
            </button>
          </div>
        </div>
      )}
      <div aria-live="polite">
        {outcome.kind === 'paid' && (
          <p className="font-semibold text-emerald-300">
            {t(outcome.isFull ? 'cashOut.paidFull' : 'cashOut.paidPart', { amount: money(outcome.amount) })}
          </p>
        )}
        {outcome.kind === 'refused' && (
          <p role="alert" className="text-ember-500">
            {outcome.message}
            {outcome.moved && ` ${t('cashOut.newOffer', { amount: money(outcome.moved.offer) })}`}
          </p>
        )}
      </div>
      <AutoCashOut bet={bet} />
    </section>
  )
}

/** The amount at which the bet cashes itself out in full (the server's sweep), set, changed or removed. */
function AutoCashOut({ bet }: { bet: SportBetView }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const queryClient = useQueryClient()
  const inputId = useId()
  const [text, setText] = useState(bet.autoCashOutAt === null ? '' : takaInputValue(bet.autoCashOutAt))
  const [state, setState] = useState<
    { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string }
  >({
    kind: 'idle',
  })
  const amount = parseTaka(text)

  const save = async (next: number | null) => {
    if (state.kind === 'saving') return
    setState({ kind: 'saving' })
    try {
      const saved = await api(sportsbookApi.autoCashOut, {
        params: { id: bet.id },
        body: { amount: next },
        timeoutMs: cashOutTimeoutMs,
      })
      setText(saved.autoCashOutAt === null ? '' : takaInputValue(saved.autoCashOutAt))
      setState({ kind: 'saved' })
      void queryClient.invalidateQueries({ queryKey: sportBetsQueryKey })
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) })
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (amount !== null && amount > 0) void save(amount)
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <div>
        <label htmlFor={inputId} className="block text-xs text-slate-300">
          {t('cashOut.auto.label')}
        </label>
        <input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputMode="decimal"
          className={`${inputClass} w-40 tabular-nums`}
        />
      </div>
      <button
        type="submit"
        disabled={amount === null || amount <= 0 || state.kind === 'saving'}
        className={buttonClass('ghost')}
      >
        {t('cashOut.auto.save')}
      </button>
      {bet.autoCashOutAt !== null && (
        <button
          type="button"
          onClick={() => void save(null)}
          disabled={state.kind === 'saving'}
          className={buttonClass('ghost')}
        >
          {t('cashOut.auto.remove')}
        </button>
      )}
      <p aria-live="polite" className="w-full text-xs text-slate-400">
        {state.kind === 'failed'
          ? state.message
          : bet.autoCashOutAt !== null
            ? t('cashOut.auto.set', { amount: formatMoney(bet.autoCashOutAt, bet.currency, language) })
            : ''}
      </p>
    </form>
  )
}

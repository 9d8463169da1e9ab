import { type FairGame, fairGames } from '@khela/contracts/fairness'
import type { EndedCrashRound } from '@khela/contracts/originals'
import { useCallback, useEffect, useRef, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useBetFairnessInputs, verifierFormFromBet } from './bet-fairness-inputs.ts'
import { BetInputsNotice } from './bet-inputs-notice.tsx'
import { verifierFormFromCrashRound } from './ended-crash-rounds.ts'
import { type RecomputedOutcome, recomputeOutcome } from './recompute-outcome.ts'
import {
  emptyVerifierForm,
  type VerifierField,
  type VerifierForm,
  type VerifierInput,
  verifierForm,
} from './verifier-input.ts'
import { VerifierResult } from './verifier-result.tsx'

type Check =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; outcome: RecomputedOutcome }
  | { status: 'failed' }

const seededFields = ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce'] as const
const crashFields = ['roundSeed', 'salt', 'commitment', 'previousSeed'] as const

/**
 * Pick a game, enter the inputs, and the outcome is recomputed here with the contracts' functions. A bet (`betId`)
 * or an ended Crash round from the list (`crashRound`, a new object per request) fills the form and is checked.
 */
export function Verifier({
  betId,
  crashRound,
}: {
  betId: string | null
  crashRound: EndedCrashRound | null
}) {
  const { t } = useTranslation()
  const form = useZodForm(verifierForm, emptyVerifierForm())
  const [check, setCheck] = useState<Check>({ status: 'idle' })
  // A newer check (or an edit) makes an older one's answer stale.
  const checkNumber = useRef(0)
  const section = useRef<HTMLElement>(null)
  const betInputs = useBetFairnessInputs(betId)
  const { errors } = form.formState
  const game = form.watch('game')

  const runCheck = useCallback(async (input: VerifierInput) => {
    const current = ++checkNumber.current
    setCheck({ status: 'checking' })
    try {
      const outcome = await recomputeOutcome(input)
      if (current === checkNumber.current) setCheck({ status: 'done', outcome })
    } catch {
      if (current === checkNumber.current) setCheck({ status: 'failed' })
    }
  }, [])
  const { handleSubmit, reset } = form
  const submit = useCallback(
    () =>
      handleSubmit(runCheck, () => {
        checkNumber.current++
        setCheck({ status: 'idle' })
      })(),
    [handleSubmit, runCheck],
  )

  // A bet's inputs fill the form; once its seed is revealed the check runs by itself.
  const loaded = betInputs.data
  useEffect(() => {
    if (!loaded) return
    reset(verifierFormFromBet(loaded))
    const isRevealed = loaded.seeded ? loaded.seeded.serverSeed !== null : loaded.crash?.roundSeed != null
    if (isRevealed) void submit()
    else setCheck({ status: 'idle' })
  }, [loaded, reset, submit])

  // A listed round is always revealed: check it at once, where the reader can see the verifier.
  useEffect(() => {
    if (!crashRound) return
    reset(verifierFormFromCrashRound(crashRound))
    section.current?.scrollIntoView({ block: 'start' })
    void submit()
  }, [crashRound, reset, submit])

  // An edit makes the last check's answer stale and its field's problem go.
  const edited = (field: keyof VerifierForm) => ({
    onChange: () => {
      checkNumber.current++
      form.clearErrors(field)
      setCheck({ status: 'idle' })
    },
  })

  const text = (field: VerifierField, options: { inputMode?: 'decimal' | 'numeric'; hint?: string } = {}) => (
    <FormField
      key={field}
      label={t(`fairness.verifier.${field}`)}
      error={errors[field]?.message && t(`fairness.errors.${errors[field].message}`)}
      hint={options.hint && <p className="text-xs text-slate-500">{options.hint}</p>}
    >
      {(control) => (
        <input
          {...control}
          {...form.register(field, edited(field))}
          inputMode={options.inputMode}
          autoComplete="off"
          spellCheck={false}
          className={`${inputClass} font-mono`}
        />
      )}
    </FormField>
  )
  const choice = <Value extends string>(
    field: 'game' | 'diceDirection' | 'coinPick',
    options: readonly { value: Value; label: string }[],
  ) => (
    <FormField key={field} label={t(`fairness.verifier.${field}`)}>
      {(control) => (
        <select {...control} {...form.register(field, edited(field))} className={inputClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )

  return (
    <section
      ref={section}
      aria-labelledby="fairness-verifier"
      className="space-y-4 rounded-2xl border border-night-700 bg-night-850/60 p-4 sm:p-5"
    >
      <div>
        <h2 id="fairness-verifier" className="text-base font-bold text-white">
          {t('fairness.verifier.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{t('fairness.verifier.intro')}</p>
      </div>
      {betId && <BetInputsNotice betId={betId} query={betInputs} />}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        className="space-y-3"
      >
        {choice<FairGame>(
          'game',
          fairGames.map((game) => ({ value: game, label: t(`fairness.games.${game}`) })),
        )}
        {game === 'crash'
          ? [
              ...crashFields.map((field) => text(field)),
              <FormField
                key="saltClientSeeds"
                label={t('fairness.verifier.saltClientSeeds')}
                hint={<p className="text-xs text-slate-500">{t('fairness.verifier.saltClientSeedsHint')}</p>}
              >
                {(control) => (
                  <textarea
                    {...control}
                    {...form.register('saltClientSeeds', edited('saltClientSeeds'))}
                    rows={3}
                    autoComplete="off"
                    spellCheck={false}
                    className={`${inputClass} h-auto py-2 font-mono`}
                  />
                )}
              </FormField>,
            ]
          : seededFields.map((field) => text(field, field === 'nonce' ? { inputMode: 'numeric' } : {}))}
        {text('edge', { inputMode: 'decimal', hint: t('fairness.verifier.edgeHint') })}
        {game === 'dice' && (
          <div className="grid grid-cols-2 gap-3">
            {choice('diceDirection', [
              { value: 'under', label: t('fairness.verifier.under') },
              { value: 'over', label: t('fairness.verifier.over') },
            ])}
            {text('diceTarget', { inputMode: 'decimal' })}
          </div>
        )}
        {game === 'limbo' && text('limboTarget', { inputMode: 'decimal' })}
        {game === 'heads_tails' &&
          choice('coinPick', [
            { value: 'heads', label: t('fairness.verifier.heads') },
            { value: 'tails', label: t('fairness.verifier.tails') },
          ])}
        {game === 'mines' && text('minesCount', { inputMode: 'numeric' })}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            disabled={check.status === 'checking'}
            aria-busy={check.status === 'checking'}
            className={buttonClass('gold')}
          >
            {check.status === 'checking' ? t('fairness.verifier.checking') : t('fairness.verifier.check')}
          </button>
          <button
            type="button"
            onClick={() => {
              checkNumber.current++
              reset(emptyVerifierForm(game))
              setCheck({ status: 'idle' })
            }}
            className={buttonClass('ghost')}
          >
            {t('fairness.verifier.clear')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {check.status === 'done' && <VerifierResult outcome={check.outcome} />}
        {check.status === 'failed' && (
          <p role="alert" className="text-sm text-ember-500">
            {t('fairness.verifier.failed')}
          </p>
        )}
      </div>
    </section>
  )
}

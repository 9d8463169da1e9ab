import type { AdminSport } from '@khela/contracts/admin-sportsbook'
import { MAX_BET_DELAY_MS } from '@khela/contracts/sportsbook-bet-types'
import { z } from 'zod'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { nameOf } from './sportsbook-format.ts'
import { useSetBetDelay } from './sportsbook-queries.ts'

/** Whole seconds as typed, 0 to the longest delay, as milliseconds; null for blank text, left to the caller. */
function delayMsOf(text: string, context: z.RefinementCtx): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const seconds = /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN
  if (Number.isInteger(seconds) && seconds * 1000 <= MAX_BET_DELAY_MS) return seconds * 1000
  context.addIssue({ code: 'custom', message: 'NUMBER_OUT_OF_RANGE' })
  return z.NEVER
}

/** The sport's delay: required. */
const sportSeconds = z.string().transform((text, context) => {
  const ms = delayMsOf(text, context)
  if (ms !== null) return ms
  context.addIssue({ code: 'custom', message: 'REQUIRED' })
  return z.NEVER
})

/** A competition's: blank is its sport's. */
const competitionSeconds = z.string().transform(delayMsOf)

const delayForm = z.object({
  seconds: sportSeconds,
  competitions: z.array(z.object({ id: z.string(), seconds: competitionSeconds })),
})

const secondsOf = (ms: number | null) => (ms === null ? '' : String(Math.round(ms / 1000)))

/** A sport's in-play bet delay and its competitions' own (blank: the sport's), in whole seconds. */
export function BetDelayDialog({ sport, onClose }: { sport: AdminSport | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <Modal
      isOpen={sport !== null}
      onClose={onClose}
      title={sport ? t('sportsbook.betDelay.title', { sport: nameOf(sport.name) }) : ''}
    >
      {sport && <DelayForm key={sport.slug} sport={sport} onClose={onClose} />}
    </Modal>
  )
}

function DelayForm({ sport, onClose }: { sport: AdminSport; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const form = useZodForm(delayForm, {
    seconds: secondsOf(sport.betDelayMs),
    competitions: sport.competitions.map((competition) => ({
      id: competition.id,
      seconds: secondsOf(competition.betDelayMs),
    })),
  })
  const setDelay = useSetBetDelay()
  const { failure, clear, fail } = useSubmitFailure(form.setError, ['seconds'])
  const submit = form.handleSubmit((values) => {
    clear()
    const change = {
      betDelayMs: values.seconds,
      competitions: values.competitions.map((competition) => ({
        id: competition.id,
        betDelayMs: competition.seconds,
      })),
    }
    setDelay.mutate(
      { slug: sport.slug, change },
      {
        onSuccess: () => {
          notify('success', t('sportsbook.betDelay.saved'))
          onClose()
        },
        onError: fail,
      },
    )
  })
  const errors = form.formState.errors
  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <p className="text-sm text-slate-300">{t('sportsbook.betDelay.explain')}</p>
      <FormField
        label={t('sportsbook.betDelay.sportField', { sport: nameOf(sport.name) })}
        error={fieldErrorText(errors.seconds?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('seconds')}
            inputMode="numeric"
            aria-required
            className={inputClass}
          />
        )}
      </FormField>
      {sport.competitions.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-white">
            {t('sportsbook.betDelay.competitions')}
          </legend>
          <p className="text-xs text-slate-400">{t('sportsbook.betDelay.competitionHint')}</p>
          {sport.competitions.map((competition, index) => (
            <FormField
              key={competition.id}
              label={nameOf(competition.name)}
              error={fieldErrorText(errors.competitions?.[index]?.seconds?.message)}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register(`competitions.${index}.seconds`)}
                  inputMode="numeric"
                  placeholder={t('sportsbook.betDelay.sportsOwn')}
                  className={inputClass}
                />
              )}
            </FormField>
          ))}
        </fieldset>
      )}
      <FormFailure message={failure} />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClass('ghost')}>
          {t('sportsbook.cancel')}
        </button>
        <button type="submit" disabled={setDelay.isPending} className={buttonClass('gold')}>
          {t('sportsbook.betDelay.save')}
        </button>
      </div>
    </form>
  )
}

import {
  type ExclusionDuration,
  type ResponsibleGamblingState,
  selfExclusionDurations,
  timeOutDurations,
} from '@khela/contracts/responsible-gambling'
import { useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { Modal } from '../../components/ui/modal.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { formatDateTime } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { notify } from '../../lib/toast.ts'
import { useStartExclusion } from './change-responsible-gambling.ts'

/**
 * A time-out or self-exclusion in force, or the choice of one behind a confirmation. There is nothing here to end
 * one: it runs its course.
 */
export function ExclusionPanel({ state }: { state: ResponsibleGamblingState }) {
  const { t } = useTranslation()
  const { exclusion } = state
  return (
    <section aria-labelledby="rg-exclusion" className="space-y-4">
      <h2 id="rg-exclusion" className="text-base font-bold text-white">
        {t('responsibleGambling.exclusion.title')}
      </h2>
      {exclusion ? (
        <p
          role="status"
          className="rounded-lg border border-gold-500/40 bg-gold-500/10 px-3 py-2 text-sm text-gold-200"
        >
          {exclusion.endsAt === null
            ? t('responsibleGambling.exclusion.activePermanent')
            : t(`responsibleGambling.exclusion.active.${exclusion.kind}`, {
                until: formatDateTime(exclusion.endsAt, currentLanguage()),
              })}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-400">{t('responsibleGambling.exclusion.intro')}</p>
          <ExclusionChoice
            name="time_out"
            durations={timeOutDurations}
            action={t('responsibleGambling.exclusion.takeTimeOut')}
          />
          <ExclusionChoice
            name="self_exclusion"
            durations={selfExclusionDurations}
            action={t('responsibleGambling.exclusion.excludeMe')}
          />
        </>
      )}
    </section>
  )
}

function ExclusionChoice({
  name,
  durations,
  action,
}: {
  name: 'time_out' | 'self_exclusion'
  durations: readonly ExclusionDuration[]
  action: string
}) {
  const { t } = useTranslation()
  const start = useStartExclusion()
  const [duration, setDuration] = useState<ExclusionDuration>(durations[0] as ExclusionDuration)
  const [isConfirming, setIsConfirming] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const durationLabel = t(`responsibleGambling.exclusion.durations.${duration}`)

  return (
    <fieldset className="space-y-3 rounded-lg border border-night-700 p-3">
      <legend className="px-1 text-sm font-semibold text-gold-300">
        {t(`responsibleGambling.exclusion.kinds.${name}`)}
      </legend>
      <div className="flex flex-wrap gap-3">
        {durations.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-200">
            <input
              type="radio"
              name={name}
              value={option}
              checked={duration === option}
              onChange={() => setDuration(option)}
              className="accent-gold-500"
            />
            {t(`responsibleGambling.exclusion.durations.${option}`)}
          </label>
        ))}
      </div>
      <button type="button" onClick={() => setIsConfirming(true)} className={buttonClass('danger', 'sm')}>
        {action}
      </button>
      <Modal
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('responsibleGambling.exclusion.confirmTitle')}
      >
        <div className="space-y-4 p-4">
          <p className="text-sm text-slate-300">
            {t(`responsibleGambling.exclusion.confirmBody.${name}`, { duration: durationLabel })}
          </p>
          <FormFailure message={failure} />
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" onClick={() => setIsConfirming(false)} className={buttonClass('ghost')}>
              {t('responsibleGambling.exclusion.cancel')}
            </button>
            <button
              type="button"
              disabled={start.isPending}
              className={buttonClass('danger')}
              onClick={() =>
                start.mutate(
                  { duration },
                  {
                    onSuccess: () => {
                      setIsConfirming(false)
                      notify('success', t('responsibleGambling.exclusion.started'))
                    },
                    onError: (error) => setFailure(errorMessage(error)),
                  },
                )
              }
            >
              {t('responsibleGambling.exclusion.confirm', { duration: durationLabel })}
            </button>
          </div>
        </div>
      </Modal>
    </fieldset>
  )
}

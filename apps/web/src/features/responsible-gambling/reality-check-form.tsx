import { type ResponsibleGamblingState, realityCheckIntervals } from '@khela/contracts/responsible-gambling'
import { useId, useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { inputClass } from '../../components/ui/form-field.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { notify } from '../../lib/toast.ts'
import { useUpdateRealityCheck } from './change-responsible-gambling.ts'

/** How often the reminder of time played and net result appears (off, or every 15 minutes to 2 hours). */
export function RealityCheckForm({ state }: { state: ResponsibleGamblingState }) {
  const { t } = useTranslation()
  const id = useId()
  const update = useUpdateRealityCheck()
  const [minutes, setMinutes] = useState(
    state.realityCheckMinutes === null ? '' : String(state.realityCheckMinutes),
  )
  const [failure, setFailure] = useState<string | null>(null)
  return (
    <section aria-labelledby="rg-reality-check" className="space-y-3">
      <h2 id="rg-reality-check" className="text-base font-bold text-white">
        {t('responsibleGambling.realityCheck.title')}
      </h2>
      <p className="text-sm text-slate-400">{t('responsibleGambling.realityCheck.intro')}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          setFailure(null)
          update.mutate(
            { minutes: minutes === '' ? null : Number(minutes) },
            {
              onSuccess: () => notify('success', t('responsibleGambling.realityCheck.saved')),
              onError: (error) => setFailure(errorMessage(error)),
            },
          )
        }}
      >
        <div className="w-56">
          <label htmlFor={id} className="mb-1.5 block text-xs font-semibold text-slate-300">
            {t('responsibleGambling.realityCheck.interval')}
          </label>
          <select
            id={id}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            className={inputClass}
          >
            <option value="">{t('responsibleGambling.realityCheck.off')}</option>
            {realityCheckIntervals.map((interval) => (
              <option key={interval} value={interval}>
                {t('responsibleGambling.realityCheck.every', { minutes: interval })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={update.isPending} className={buttonClass('gold')}>
          {t('responsibleGambling.realityCheck.save')}
        </button>
      </form>
      <FormFailure message={failure} />
    </section>
  )
}

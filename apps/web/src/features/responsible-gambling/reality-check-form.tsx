import {
  type ResponsibleGamblingState,
  realityCheckInput,
  realityCheckIntervals,
} from '@khela/contracts/responsible-gambling'
import { useId } from 'react'
import { z } from 'zod'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { inputClass } from '../../components/ui/form-field.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { notify } from '../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../lib/use-zod-form.ts'
import { useUpdateRealityCheck } from './change-responsible-gambling.ts'

/** The select's value: '' for off, else the minutes as text. */
const realityCheckForm = z
  .object({ minutes: z.string() })
  .transform(({ minutes }) => ({ minutes: minutes === '' ? null : Number(minutes) }))
  .pipe(realityCheckInput)

/** How often the reminder of time played and net result appears (off, or every 15 minutes to 2 hours). */
export function RealityCheckForm({ state }: { state: ResponsibleGamblingState }) {
  const { t } = useTranslation()
  const id = useId()
  const update = useUpdateRealityCheck()
  const form = useZodForm(realityCheckForm, {
    minutes: state.realityCheckMinutes === null ? '' : String(state.realityCheckMinutes),
  })
  const { failure, clear, fail } = useSubmitFailure(form.setError, [])
  return (
    <section aria-labelledby="rg-reality-check" className="space-y-3">
      <h2 id="rg-reality-check" className="text-base font-bold text-white">
        {t('responsibleGambling.realityCheck.title')}
      </h2>
      <p className="text-sm text-slate-400">{t('responsibleGambling.realityCheck.intro')}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={form.handleSubmit((choice) => {
          clear()
          update.mutate(choice, {
            onSuccess: () => notify('success', t('responsibleGambling.realityCheck.saved')),
            onError: fail,
          })
        })}
      >
        <div className="w-56">
          <label htmlFor={id} className="mb-1.5 block text-xs font-semibold text-slate-300">
            {t('responsibleGambling.realityCheck.interval')}
          </label>
          <select id={id} {...form.register('minutes')} className={inputClass}>
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

import { type PartnerSettings, partnerSettings } from '@khela/contracts/partners'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { usePartnerSettings, useSavePartnerSettings } from './partners-admin-api.ts'

/** The programme's attribution window: days a click's cookie credits a registration (last click wins). */
export function AttributionWindowForm({ mayChange }: { mayChange: boolean }) {
  const settings = usePartnerSettings()
  if (!settings.data) return null
  return <WindowForm key={settings.data.cookieDays} settings={settings.data} mayChange={mayChange} />
}

function WindowForm({ settings, mayChange }: { settings: PartnerSettings; mayChange: boolean }) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const save = useSavePartnerSettings()
  const form = useZodForm(partnerSettings, settings)
  const failure = useSubmitFailure(form.setError, ['cookieDays'])
  const code = form.formState.errors.cookieDays?.message
  const submit = form.handleSubmit((input) => {
    failure.clear()
    if (!save.isPending)
      save.mutate(input, {
        onSuccess: () => notify('success', t('partners.window.saved')),
        onError: failure.fail,
      })
  })
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('partners.window.title')}
      className="mb-4 flex items-end gap-3"
    >
      <div className="w-56">
        <FormField
          label={t('partners.window.days')}
          error={code ? common(`fieldErrors.${code}`) : undefined}
          hint={t('partners.window.hint')}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('cookieDays', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              readOnly={!mayChange}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      {mayChange && (
        <button type="submit" disabled={save.isPending} className={buttonClass('outline', 'md')}>
          {t('partners.window.save')}
        </button>
      )}
      <FormFailure message={failure.failure} />
    </form>
  )
}

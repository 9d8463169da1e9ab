import { type SportsbookSettings, sportsbookSettings } from '@khela/contracts/sportsbook-resettlement'
import { z } from 'zod'
import { takaText } from '../../../components/admin/taka-text.ts'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { takaInputValue } from '../../../lib/taka.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { useSaveSportsbookSettings, useSportsbookSettings } from './sportsbook-queries.ts'

const settingsForm = z.object({
  correctionApprovalAbove: takaText.pipe(sportsbookSettings.shape.correctionApprovalAbove),
})

/** Above which amount a result correction needs a second trader: traders see it, admins (settings.write) set it. */
export function CorrectionSettingsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('admin')
  const settings = useSportsbookSettings()
  return (
    <section aria-labelledby="correction-settings" className="mt-8 space-y-3">
      <div>
        <h2 id="correction-settings" className="text-base font-bold text-white">
          {t('sportsbook.correctionSettings.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{t('sportsbook.correctionSettings.intro')}</p>
      </div>
      {settings.isPending ? (
        <p role="status" className="text-sm text-slate-400">
          {t('loading')}
        </p>
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-ember-500">
          {errorMessage(settings.error)}
        </p>
      ) : canEdit ? (
        <SettingsForm key={settings.data.correctionApprovalAbove} settings={settings.data} />
      ) : (
        <p className="text-sm text-slate-300">
          {t('sportsbook.correctionSettings.field')}:{' '}
          <span className="font-bold tabular-nums text-white">
            {formatMoney(settings.data.correctionApprovalAbove, 'BDT', currentLanguage())}
          </span>
        </p>
      )}
    </section>
  )
}

function SettingsForm({ settings }: { settings: SportsbookSettings }) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const save = useSaveSportsbookSettings()
  const form = useZodForm(settingsForm, {
    correctionApprovalAbove: takaInputValue(settings.correctionApprovalAbove),
  })
  const { failure, clear, fail } = useSubmitFailure(form.setError, ['correctionApprovalAbove'])
  const submit = form.handleSubmit((next) => {
    if (save.isPending) return
    clear()
    save.mutate(next, {
      onSuccess: () => notify('success', t('sportsbook.correctionSettings.saved')),
      onError: fail,
    })
  })
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="w-60">
        <FormField
          label={t('sportsbook.correctionSettings.field')}
          error={fieldErrorText(form.formState.errors.correctionApprovalAbove?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('correctionApprovalAbove')}
              inputMode="decimal"
              className={`${inputClass} tabular-nums`}
            />
          )}
        </FormField>
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {failure}
        </p>
      )}
      <button type="submit" disabled={save.isPending} className={buttonClass('gold')}>
        {t('sportsbook.correctionSettings.save')}
      </button>
    </form>
  )
}

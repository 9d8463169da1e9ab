import { providerSettings } from '@khela/contracts/provider-rounds'
import { useId, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useProviderSettings, useSaveProviderSettings } from './provider-rounds-queries.ts'

/** When an open round counts as stuck: every reader sees it, staff who resolve rounds change it. */
export function ProviderSettingsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('admin')
  const settings = useProviderSettings()
  const language = currentLanguage()
  return (
    <section aria-labelledby="provider-settings" className="space-y-3">
      <div>
        <h2 id="provider-settings" className="text-base font-bold text-white">
          {t('providerRounds.settings.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{t('providerRounds.settings.intro')}</p>
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
        <StuckMinutesForm key={settings.data.stuckRoundMinutes} minutes={settings.data.stuckRoundMinutes} />
      ) : (
        <p className="text-sm text-white">
          {t('providerRounds.settings.current', {
            minutes: formatNumber(settings.data.stuckRoundMinutes, language),
          })}
        </p>
      )}
    </section>
  )
}

function StuckMinutesForm({ minutes }: { minutes: number }) {
  const { t } = useTranslation('admin')
  const id = useId()
  const save = useSaveProviderSettings()
  const [text, setText] = useState(String(minutes))
  const [error, setError] = useState<string | null>(null)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = providerSettings.safeParse({
      stuckRoundMinutes: /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN,
    })
    if (!parsed.success) {
      setError(t('providerRounds.settings.invalid'))
      return
    }
    setError(null)
    save.mutate(parsed.data, { onSuccess: () => notify('success', t('providerRounds.settings.saved')) })
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={`${id}-minutes`} className="mb-1.5 block text-xs font-semibold text-slate-300">
          {t('providerRounds.settings.minutes')}
        </label>
        <input
          id={`${id}-minutes`}
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} w-32`}
        />
      </div>
      <button type="submit" disabled={save.isPending} className={buttonClass('gold')}>
        {t('providerRounds.settings.save')}
      </button>
      {error && (
        <p id={`${id}-error`} className="w-full text-xs font-medium text-ember-500">
          {error}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="w-full text-sm text-ember-500">
          {errorMessage(save.error)}
        </p>
      )}
    </form>
  )
}

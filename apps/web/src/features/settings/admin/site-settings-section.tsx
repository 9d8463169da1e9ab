import { type SiteSettings, siteSettings } from '@khela/contracts/settings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { api } from '../../../lib/endpoint.ts'
import * as backOfficeApi from '../../../lib/endpoints/admin/back-office.ts'
import { formatTimeZoneName } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { setCurrentTimeZone } from '../../../lib/time-zone.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { SettingsSection } from './settings-section.tsx'

const siteSettingsQueryKey = ['admin', 'settings', 'site'] as const

/** Settings → Site: the operator's time zone, in which the whole site writes its times. */
export function SiteSettingsSection() {
  const { t } = useTranslation('admin')
  const settings = useQuery({
    queryKey: siteSettingsQueryKey,
    queryFn: ({ signal }) => api(backOfficeApi.siteSettings, { signal }),
    staleTime: 0,
    meta: { showsOwnError: true },
  })
  return (
    <SettingsSection
      id="site-settings"
      title={t('settings.site.title')}
      intro={t('settings.site.intro')}
      settings={settings}
    >
      {(saved) => <SiteSettingsForm settings={saved} />}
    </SettingsSection>
  )
}

// Every zone this browser knows, the saved one included even if the browser does not list it.
function zoneChoices(saved: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone')
  return zones.includes(saved) ? zones : [saved, ...zones]
}

function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const fieldErrorText = useFieldErrorText()
  const form = useZodForm(siteSettings, { timeZone: settings.timeZone })
  // The zone is chosen from a list, so any failure, the server's included, is the form's one message.
  const { failure, clear, fail } = useSubmitFailure(form.setError, [])
  const timeZone = form.watch('timeZone')
  const update = useMutation({
    mutationFn: (body: SiteSettings) => api(backOfficeApi.updateSiteSettings, { body }),
    meta: { showsOwnError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(siteSettingsQueryKey, saved)
      setCurrentTimeZone(saved.timeZone)
    },
  })
  const language = currentLanguage()

  return (
    <form
      noValidate
      className="space-y-4 rounded-xl border border-night-700 bg-night-850 p-4"
      onSubmit={form.handleSubmit((body) => {
        clear()
        update.mutate(body, {
          onSuccess: () => notify('success', t('settings.site.saved')),
          onError: (error) => {
            notify('error', t('settings.saveFailed'))
            fail(error)
          },
        })
      })}
    >
      <label className="block space-y-1.5 text-sm text-slate-200">
        <span className="font-semibold">{t('settings.site.timeZone')}</span>
        <select
          {...form.register('timeZone')}
          aria-describedby="site-settings-hint"
          className="block w-full max-w-sm rounded-lg border border-night-600 bg-night-900 px-3 py-2 text-slate-100"
        >
          {zoneChoices(settings.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone} ({formatTimeZoneName(Date.now(), language, zone)})
            </option>
          ))}
        </select>
      </label>
      <p id="site-settings-hint" className="text-xs text-slate-500">
        {t('settings.site.hint')}
      </p>
      <FormFailure message={failure ?? fieldErrorText(form.formState.errors.timeZone?.message) ?? null} />
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={timeZone === settings.timeZone || update.isPending}
          className={buttonClass('gold')}
        >
          {update.isPending ? '...' : t('settings.site.save')}
        </button>
      </div>
    </form>
  )
}

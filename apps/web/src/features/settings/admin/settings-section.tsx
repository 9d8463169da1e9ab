import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'

/** One section of Settings: its heading and intro, then its form once the settings have loaded (or a retry). */
export function SettingsSection<Settings>({
  id,
  title,
  intro,
  settings,
  children,
}: {
  id: string
  title: string
  intro: string
  settings: UseQueryResult<Settings>
  children: (settings: Settings) => ReactNode
}) {
  const { t } = useTranslation('admin')
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div>
        <h2 id={id} className="text-base font-bold text-white">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{intro}</p>
      </div>
      {settings.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-slate-400">
          {t('loading')}
        </p>
      ) : settings.isError ? (
        <div role="alert" className="rounded-xl border border-ember-500/40 bg-ember-500/10 p-4 text-sm">
          <p className="font-semibold text-white">{t('settings.loadFailed')}</p>
          <p className="mt-1 text-slate-300">{errorMessage(settings.error)}</p>
          <button
            type="button"
            onClick={() => settings.refetch()}
            className={`${buttonClass('outline', 'sm')} mt-3`}
          >
            {t('settings.retry')}
          </button>
        </div>
      ) : (
        children(settings.data)
      )}
    </section>
  )
}

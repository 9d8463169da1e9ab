import { currentLanguage, otherLanguage, switchLanguage, useTranslation } from '../../lib/i18n.ts'
import { FlagIcon } from './flag-icon.tsx'

/** The flag button: shows the language in use and switches to the other one. */
export function LanguageSwitch({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const target = otherLanguage[language]
  const switchTo = t('language.switchTo', { language: t(`language.names.${target}`) })
  // A voice-control user says the name they see (WCAG 2.5.3), so the shown language starts the name.
  const name = isCompact
    ? switchTo
    : t('language.switchFrom', {
        current: t(`language.names.${language}`),
        language: t(`language.names.${target}`),
      })
  return (
    <button
      type="button"
      onClick={() => switchLanguage(target)}
      aria-label={name}
      title={switchTo}
      className="inline-flex h-9 shrink-0 items-center gap-2 rounded-lg border border-night-600 bg-night-800 px-2.5 text-xs font-semibold text-slate-200 transition hover:border-gold-500"
    >
      <FlagIcon language={language} />
      {!isCompact && <span>{t(`language.names.${language}`)}</span>}
    </button>
  )
}

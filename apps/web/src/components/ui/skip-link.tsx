import { useTranslation } from '../../lib/i18n.ts'

/** The id of each frame's <main>, which the skip link moves focus to. */
export const mainContentId = 'main'

/**
 * The first focus stop of the player site and the back office (WCAG 2.4.1): hidden until focused (its padding
 * too, so the hidden link is the 1 px box screen-reader-only text is), it lets a
 * keyboard user pass the header and sidebar's links. Focus is moved by hand, since a hash change would go
 * through the router; the href still works before the scripts run.
 */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href={`#${mainContentId}`}
      onClick={(event) => {
        event.preventDefault()
        document.getElementById(mainContentId)?.focus()
      }}
      className="sr-only rounded-lg bg-gold-400 text-sm font-bold text-night-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-100 focus:px-4 focus:py-2"
    >
      {t('skipToMain')}
    </a>
  )
}

import { Link } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'

const stores = [
  {
    id: 'android',
    glyph:
      'M7 9h10v7.5a1.5 1.5 0 0 1-1.5 1.5H15v2.5a1 1 0 1 1-2 0V18h-2v2.5a1 1 0 1 1-2 0V18h-.5A1.5 1.5 0 0 1 7 16.5zm-2.5 0a1 1 0 0 1 1 1v4.5a1 1 0 1 1-2 0V10a1 1 0 0 1 1-1zm15 0a1 1 0 0 1 1 1v4.5a1 1 0 1 1-2 0V10a1 1 0 0 1 1-1zM8.4 4.3l-.8-1.4.5-.3.8 1.4A6 6 0 0 1 12 3.4c1.1 0 2.2.2 3.1.6l.8-1.4.5.3-.8 1.4A5 5 0 0 1 17 8H7a5 5 0 0 1 1.4-3.7zM10 6a.6.6 0 1 0 0-1.2.6.6 0 0 0 0 1.2zm4 0a.6.6 0 1 0 0-1.2.6.6 0 0 0 0 1.2z',
  },
  {
    id: 'ios',
    glyph:
      'M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 7 1.2 9.2.8 1.1 1.7 2.3 2.9 2.3s1.6-.7 3-.7 1.8.7 3 .7 2-1.1 2.8-2.2a9.6 9.6 0 0 0 1.2-2.5 4 4 0 0 1-2.4-3.8zM14.1 5.8A4 4 0 0 0 15 2.9a4.1 4.1 0 0 0-2.7 1.4 3.9 3.9 0 0 0-1 2.8 3.4 3.4 0 0 0 2.8-1.3z',
  },
] as const

/** Install badges drawn here; both lead to the guide for adding Khela to a phone's home screen. */
export function AppStoreBadges() {
  const { t } = useTranslation()
  return (
    <ul aria-label={t('footer.apps.label')} className="flex flex-wrap gap-2">
      {stores.map(({ id, glyph }) => (
        <li key={id}>
          <Link
            to={menuItems.tutorials.path}
            className="flex h-11 items-center gap-2.5 rounded-lg border border-slate-600 bg-black px-3 text-white transition hover:border-gold-500"
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden>
              <path d={glyph} />
            </svg>
            <span className="leading-none">
              <span className="block text-xs uppercase tracking-wide text-slate-400">
                {t('footer.apps.getIt')}
              </span>
              <span className="block text-sm font-bold">{t(`footer.apps.${id}`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

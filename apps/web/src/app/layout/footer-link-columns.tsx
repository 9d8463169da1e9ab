import { Link } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { type MenuSurface, menuFor } from '../../lib/navigation.ts'
import { useSectionGuard } from './use-section-guard.ts'

const columns = [
  { surface: 'footerCasino', titleKey: 'footer.columns.casino' },
  { surface: 'footerSport', titleKey: 'footer.columns.sport' },
  { surface: 'footerMain', titleKey: 'footer.columns.main' },
  { surface: 'footerPersonal', titleKey: 'footer.columns.personal' },
] as const satisfies readonly { surface: MenuSurface; titleKey: string }[]

export function FooterLinkColumns() {
  const { t } = useTranslation()
  const guardSection = useSectionGuard()
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-4">
      {columns.map(({ surface, titleKey }) => (
        <nav key={surface} aria-label={t(titleKey)}>
          <h2 className="mb-3 text-xs font-bold uppercase tracking-widest text-gold-400">{t(titleKey)}</h2>
          <ul className="space-y-2">
            {menuFor(surface).map((item) => (
              <li key={item.id}>
                <Link
                  to={item.path}
                  onClick={(event) => guardSection(event, item)}
                  className="text-sm text-slate-400 transition hover:text-white"
                >
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  )
}

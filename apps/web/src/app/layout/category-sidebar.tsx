import { Gift } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { menuFor, menuItems } from '../../lib/navigation.ts'
import { useSectionGuard } from './use-section-guard.ts'

/** Desktop list of casino categories, beside every page except the player's own. */
export function CategorySidebar() {
  const { t } = useTranslation()
  const guardSection = useSectionGuard()
  return (
    <aside
      aria-label={t('nav.categoriesLabel')}
      className="fixed bottom-0 left-0 top-header-lg z-30 hidden w-sidebar flex-col border-r border-night-700 bg-night-850 lg:flex"
    >
      <nav className="min-h-0 flex-1 overflow-y-auto p-3 scrollbar-thin">
        <h2 className="px-2 pb-2 text-xs font-bold uppercase tracking-widest text-slate-500">
          {t('nav.casino')}
        </h2>
        <ul className="space-y-0.5">
          {menuFor('categories').map((item) => {
            const { id, labelKey, icon: Icon, path } = item
            return (
              <li key={id}>
                <NavLink
                  to={path}
                  onClick={(event) => guardSection(event, item)}
                  end
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-lg px-2.5 py-2 text-sm font-medium transition ${
                      isActive
                        ? 'bg-linear-to-r from-gold-500/20 to-transparent text-gold-300'
                        : 'text-slate-300 hover:bg-night-700 hover:text-white'
                    }`
                  }
                >
                  <Icon aria-hidden size={17} className="shrink-0" />
                  <span className="truncate">{t(labelKey)}</span>
                </NavLink>
              </li>
            )
          })}
        </ul>
      </nav>
      <Link
        to={menuItems.bonuses.path}
        className="m-3 flex items-center gap-3 rounded-xl bg-linear-to-br from-gold-500 to-ember-500 p-3 text-night-950 shadow-lg shadow-gold-600/20 transition hover:brightness-110"
      >
        <Gift aria-hidden size={26} className="shrink-0" />
        <span className="text-xs font-extrabold uppercase leading-tight">{t('sidebar.promo')}</span>
      </Link>
    </aside>
  )
}

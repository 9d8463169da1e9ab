import { NavLink } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { menuFor } from '../../lib/navigation.ts'
import { useSectionGuard } from './use-section-guard.ts'

/** The narrow desktop rail of shortcuts on the right edge. */
export function RightRail() {
  const { t } = useTranslation()
  const guardSection = useSectionGuard()
  return (
    <aside
      aria-label={t('nav.shortcutsLabel')}
      className="fixed bottom-0 right-0 top-header-lg z-30 hidden w-rail border-l border-night-700 bg-night-850 lg:block"
    >
      <ul className="flex flex-col items-center gap-1 py-3">
        {menuFor('rail').map((item) => {
          const { id, labelKey, icon: Icon, path } = item
          return (
            <li key={id} className="w-full px-1.5">
              <NavLink
                to={path}
                onClick={(event) => guardSection(event, item)}
                className={({ isActive }) =>
                  `flex flex-col items-center gap-1 rounded-lg px-1 py-2 text-center text-xs font-semibold leading-tight transition ${
                    isActive
                      ? 'bg-gold-500/15 text-gold-400'
                      : 'text-slate-400 hover:bg-night-700 hover:text-white'
                  }`
                }
              >
                <Icon aria-hidden size={20} />
                <span className="line-clamp-2 break-words">{t(labelKey)}</span>
              </NavLink>
            </li>
          )
        })}
      </ul>
    </aside>
  )
}

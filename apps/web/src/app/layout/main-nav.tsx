import { NavLink } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { menuFor } from '../../lib/navigation.ts'
import { useSectionGuard } from './use-section-guard.ts'

/**
 * Desktop main navigation: icons over labels, side by side once the nav itself (not the window: the header's
 * actions grow with the balance and the language) has room for every item in a row, in both languages.
 */
export function MainNav() {
  const { t } = useTranslation()
  const guardSection = useSectionGuard()
  return (
    <nav aria-label={t('nav.mainLabel')} className="@container hidden min-w-0 flex-1 lg:block">
      <ul className="flex items-stretch gap-0.5 overflow-x-auto scrollbar-none">
        {menuFor('header').map((item) => {
          const { id, labelKey, icon: Icon, path } = item
          return (
            <li key={id} className="shrink-0">
              <NavLink
                to={path}
                onClick={(event) => guardSection(event, item)}
                end
                className={({ isActive }) =>
                  `flex h-12 flex-col items-center justify-center gap-1 rounded-lg px-2 text-xs font-semibold whitespace-nowrap transition @min-[60rem]:h-10 @min-[60rem]:flex-row @min-[60rem]:gap-2 @min-[60rem]:px-3 @min-[60rem]:text-sm ${
                    isActive
                      ? 'bg-gold-500/15 text-gold-400'
                      : 'text-slate-300 hover:bg-night-700 hover:text-white'
                  }`
                }
              >
                <Icon aria-hidden size={17} />
                {t(labelKey)}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

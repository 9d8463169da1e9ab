import { NavLink } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { menuFor } from '../../lib/navigation.ts'
import { useSectionGuard } from './use-section-guard.ts'

/** Phone navigation within thumb reach; hidden from lg up, where the header carries the same links. */
export function BottomBar() {
  const { t } = useTranslation()
  const guardSection = useSectionGuard()
  return (
    <nav
      aria-label={t('nav.bottomLabel')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-night-700 bg-night-900/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="grid h-bottom-bar grid-cols-6">
        {menuFor('bottomBar').map((item) => {
          const { id, labelKey, icon: Icon, path } = item
          return (
            <li key={id}>
              <NavLink
                to={path}
                onClick={(event) => guardSection(event, item)}
                end
                className={({ isActive }) =>
                  `flex h-full flex-col items-center justify-center gap-1 px-0.5 text-center text-xs font-semibold leading-tight transition ${
                    isActive ? 'text-gold-400' : 'text-slate-400 hover:text-white'
                  }`
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={`grid h-7 w-10 place-items-center rounded-full transition ${isActive ? 'bg-gold-500/15' : ''}`}
                    >
                      <Icon aria-hidden size={19} />
                    </span>
                    <span className="line-clamp-2 w-full">{t(labelKey)}</span>
                  </>
                )}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

import { NavLink } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { menuFor } from '../../lib/navigation.ts'
import { useSectionGuard } from './use-section-guard.ts'

export function QuickLinks() {
  const { t } = useTranslation()
  const guardSection = useSectionGuard()
  return (
    <nav aria-label={t('nav.quickLabel')} className="min-w-0 flex-1">
      <ul className="flex items-center gap-2 overflow-x-auto px-3 scrollbar-none lg:px-4">
        {menuFor('quickLinks').map((item) => {
          const { id, labelKey, icon: Icon, path } = item
          return (
            <li key={id} className="shrink-0">
              <NavLink
                to={path}
                onClick={(event) => guardSection(event, item)}
                className={({ isActive }) =>
                  `flex h-7 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold whitespace-nowrap transition ${
                    isActive
                      ? 'border-gold-500 bg-gold-500/15 text-gold-300'
                      : 'border-night-600 bg-night-800 text-slate-300 hover:border-gold-500/60 hover:text-white'
                  }`
                }
              >
                <Icon aria-hidden size={14} />
                {t(labelKey)}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

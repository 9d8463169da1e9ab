import { NavLink } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { menuFor } from '../../lib/navigation.ts'

export function QuickLinks() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('nav.quickLabel')} className="min-w-0 flex-1">
      <ul className="flex items-center gap-2 overflow-x-auto px-3 scrollbar-none lg:px-4">
        {menuFor('quickLinks').map(({ id, labelKey, icon: Icon, path }) => (
          <li key={id} className="shrink-0">
            <NavLink
              to={path}
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
        ))}
      </ul>
    </nav>
  )
}

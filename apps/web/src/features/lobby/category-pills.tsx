import { NavLink } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { menuFor } from '../../lib/navigation.ts'

/** Below the lg breakpoint, where the category sidebar is gone: the categories as a row of pills. */
export function CategoryPills() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('lobby.shortcuts')} className="lg:hidden">
      <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 scrollbar-none sm:mx-0 sm:px-0">
        {menuFor('categories')
          .filter((item) => item.path !== '/')
          .map(({ id, labelKey, path }) => (
            <li key={id} className="shrink-0">
              <NavLink
                to={path}
                className="inline-flex h-8 items-center rounded-full border border-night-600 bg-night-800 px-3.5 text-xs font-semibold text-slate-200 transition hover:border-gold-500 hover:text-gold-300"
              >
                {t(labelKey)}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  )
}

import { Menu } from 'lucide-react'
import { Link } from 'react-router'
import { SiteLogo } from '../../components/ui/site-logo.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { HeaderActions } from './header-actions.tsx'
import { MainNav } from './main-nav.tsx'
import { QuickLinks } from './quick-links.tsx'

interface SiteHeaderProps {
  onOpenMenu: () => void
}

export function SiteHeader({ onOpenMenu }: SiteHeaderProps) {
  const { t } = useTranslation()
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-night-700 bg-night-900/95 shadow-lg shadow-black/30 backdrop-blur supports-[backdrop-filter]:bg-night-900/85">
      <div className="flex h-14 items-center gap-2 px-3 lg:h-16 lg:gap-4 lg:px-4">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={t('nav.openMenu')}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-200 transition hover:bg-night-700 lg:hidden"
        >
          <Menu aria-hidden size={22} />
        </button>
        <Link to="/" aria-label={t('nav.home')} className="shrink-0">
          <SiteLogo className="h-8 sm:hidden" isMarkOnly />
          <SiteLogo className="hidden h-7 sm:block lg:h-8" />
        </Link>
        <MainNav />
        <HeaderActions />
      </div>
      <div className="flex h-10 items-center border-t border-night-800 bg-night-850/80">
        <QuickLinks />
      </div>
    </header>
  )
}

import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { Modal } from '../../components/ui/modal.tsx'
import { SiteLogo } from '../../components/ui/site-logo.tsx'
import { mainContentId, SkipLink } from '../../components/ui/skip-link.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { LanguageSwitch } from '../layout/language-switch.tsx'
import { AdminSidebar } from './admin-sidebar.tsx'
import { AdminUserMenu } from './admin-user-menu.tsx'

/** The back office frame: a collapsible sidebar on desktop, a slide-in one on phones. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin')
  const [isCollapsed, setIsCollapsed] = useState(false)
  const [isMobileMenuOpen, setIsMobileMenuOpen] = useState(false)
  const closeMobileMenu = () => setIsMobileMenuOpen(false)

  return (
    <div className="min-h-dvh bg-night-950">
      <SkipLink />
      <aside
        className={`fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-night-700 bg-night-900 transition-[width] duration-200 lg:flex ${
          isCollapsed ? 'w-16' : 'w-64'
        }`}
      >
        <Link
          to="/dashboard"
          className={`flex h-14 shrink-0 items-center border-b border-night-700 ${isCollapsed ? 'justify-center' : 'px-4'}`}
        >
          <SiteLogo className="h-7" isMarkOnly={isCollapsed} />
        </Link>
        <div className="min-h-0 flex-1 overflow-y-auto scrollbar-thin">
          <AdminSidebar isCollapsed={isCollapsed} />
        </div>
      </aside>

      <div className={`transition-[padding] duration-200 ${isCollapsed ? 'lg:pl-16' : 'lg:pl-64'}`}>
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-night-700 bg-night-900/95 px-3 backdrop-blur lg:px-5">
          <button
            type="button"
            onClick={() => setIsMobileMenuOpen(true)}
            aria-label={t('openMenu')}
            className="grid size-9 place-items-center rounded-lg text-slate-200 hover:bg-night-700 lg:hidden"
          >
            <Menu aria-hidden size={22} />
          </button>
          <button
            type="button"
            onClick={() => setIsCollapsed((collapsed) => !collapsed)}
            aria-label={isCollapsed ? t('expandSidebar') : t('collapseSidebar')}
            aria-pressed={isCollapsed}
            className="hidden size-9 place-items-center rounded-lg text-slate-300 hover:bg-night-700 lg:grid"
          >
            {isCollapsed ? <PanelLeftOpen aria-hidden size={20} /> : <PanelLeftClose aria-hidden size={20} />}
          </button>
          <p className="truncate text-sm font-bold uppercase tracking-widest text-gold-400">{t('title')}</p>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitch isCompact />
            <AdminUserMenu />
          </div>
        </header>
        <main id={mainContentId} tabIndex={-1} className="p-3 outline-none sm:p-5">
          {children}
        </main>
      </div>

      <Modal
        isOpen={isMobileMenuOpen}
        onClose={closeMobileMenu}
        title={t('menu')}
        placement="left"
        headerContent={<SiteLogo className="h-7" />}
      >
        <AdminSidebar onNavigate={closeMobileMenu} />
      </Modal>
    </div>
  )
}

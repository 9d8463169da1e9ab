import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { mainContentId, SkipLink } from '../components/ui/skip-link.tsx'
import { findPageHeading, focusWhenReady } from '../lib/focus.ts'
import { useTranslation } from '../lib/i18n.ts'
import { useOpenModalName } from '../lib/modal-store.ts'
import { showsCategorySidebar } from '../lib/navigation.ts'
import { useSession } from '../lib/use-session.ts'
import { AppReadyMarker } from './app-ready-marker.tsx'
import { BottomBar } from './layout/bottom-bar.tsx'
import { CategorySidebar } from './layout/category-sidebar.tsx'
import { RightRail } from './layout/right-rail.tsx'
import { SiteHeader } from './layout/site-header.tsx'
import { NavigationProgress } from './navigation-progress.tsx'

// Below the fold or behind a tap: none of these belongs in the lobby's first download.
const SiteFooter = lazy(() =>
  import('./layout/site-footer.tsx').then((module) => ({ default: module.SiteFooter })),
)
const SlideOutMenu = lazy(() =>
  import('./layout/slide-out-menu.tsx').then((module) => ({ default: module.SlideOutMenu })),
)
const ModalHost = lazy(() => import('./modal-host.tsx').then((module) => ({ default: module.ModalHost })))
// Only a signed-in player's page loads the reality check (features/responsible-gambling), never the lobby's first JS.
const RealityCheck = lazy(() =>
  import('../features/responsible-gambling/reality-check.tsx').then((module) => ({
    default: module.RealityCheck,
  })),
)

/** The player site's frame: every public page renders inside it. */
export function PlayerLayout() {
  const { pathname } = useLocation()
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false)
  const hasOpenedModal = useOpenModalName() !== null
  const [isModalHostMounted, setIsModalHostMounted] = useState(false)
  if (hasOpenedModal && !isModalHostMounted) setIsModalHostMounted(true)
  const hasCategorySidebar = showsCategorySidebar(pathname)

  const openMenu = () => {
    setHasOpenedMenu(true)
    setIsMenuOpen(true)
  }

  return (
    <>
      <SkipLink />
      <PageChangeFocus pathname={pathname} />
      <NavigationProgress />
      <SiteHeader onOpenMenu={openMenu} />
      {hasCategorySidebar && <CategorySidebar />}
      <RightRail />
      <div
        className={`pt-header pb-bottom-bar lg:pt-header-lg lg:pb-0 lg:pr-rail ${hasCategorySidebar ? 'lg:pl-sidebar' : ''}`}
      >
        <main
          id={mainContentId}
          tabIndex={-1}
          className="outline-none mx-auto min-h-[70vh] max-w-[110rem] px-3 py-4 sm:px-4 lg:px-6 lg:py-6"
        >
          <Outlet />
        </main>
        {/* The footer is adopted last (its own chunk), so the page is ready once it is in. */}
        <Suspense fallback={null}>
          <SiteFooter />
          <AppReadyMarker />
        </Suspense>
      </div>
      <BottomBar />
      <Suspense fallback={null}>
        {hasOpenedMenu && <SlideOutMenu isOpen={isMenuOpen} onClose={() => setIsMenuOpen(false)} />}
        {isModalHostMounted && <ModalHost />}
        <RealityCheckForPlayers />
      </Suspense>
      <ScrollRestoration />
    </>
  )
}

/**
 * After a change of page (not the first page, whose focus starts at the top): the new page's heading takes focus,
 * so focus neither stays on a link that is gone nor falls to <body>, and the new page's title is announced.
 */
function PageChangeFocus({ pathname }: { pathname: string }) {
  const { t } = useTranslation()
  const shownPath = useRef(pathname)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    focusWhenReady(findPageHeading, {
      onFocus: (heading) => setAnnouncement(t('nav.pageChanged', { title: heading.textContent ?? '' })),
    })
  }, [pathname, t])
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="page-announcement">
      {announcement}
    </p>
  )
}

/**
 * The reality check, for signed-in players only. Its own component, so the session's arrival re-renders just this
 * and never the frame around the lobby.
 */
function RealityCheckForPlayers() {
  const isPlayer = useSession().data?.user?.role === 'player'
  return isPlayer ? <RealityCheck /> : null
}

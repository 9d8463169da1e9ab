import type { RouteObject } from 'react-router'
import { NotFoundPage } from '../components/ui/not-found-page.tsx'
import { loadNamespace } from '../lib/i18n.ts'
import {
  adminSignInPath,
  categoryPagePaths,
  crashPagePaths,
  originalGamePagePaths,
  partnerPortalPath,
  playerPagePaths,
  sportsbookPagePaths,
} from './page-paths.ts'
import { PlayerLayout } from './player-layout.tsx'
import { RouteErrorPage } from './route-error-page.tsx'
import { SplashScreen } from './splash-screen.tsx'

const categoryPage = () =>
  import('../features/catalog/category-page.tsx').then((module) => ({ Component: module.CategoryPage }))
// The sportsbook's pages share one lazy chunk (features/sportsbook/sportsbook-pages.ts) and their own catalogue.
const sportsbookPage =
  (name: 'LivePage' | 'SportsHomePage' | 'SportPage' | 'EventPage' | 'MyBetsPage'): RouteObject['lazy'] =>
  () =>
    Promise.all([import('../features/sportsbook/sportsbook-pages.ts'), loadNamespace('sportsbook')]).then(
      ([module]) => ({ Component: module[name] }),
    )
const crashPage = () =>
  import('../features/originals/crash/crash-page.tsx').then((module) => ({ Component: module.CrashPage }))
// Dice, Limbo, Heads Tails and Mines share one lazy chunk (features/originals/originals-pages.ts).
const originalsPage = (name: 'DicePage' | 'LimboPage' | 'HeadsTailsPage' | 'MinesPage') => () =>
  import('../features/originals/originals-pages.ts').then((module) => ({ Component: module[name] }))
const originalGameRoutes: RouteObject[] = (
  Object.entries(originalGamePagePaths) as [keyof typeof originalGamePagePaths, string][]
).map(([name, path]) => ({ path, lazy: originalsPage(name) }))
// The whole back office is one chunk, fetched only when someone opens /admin or /dashboard, together with
// its own catalogue.
const adminTree = () =>
  Promise.all([import('./admin/admin-tree.tsx'), loadNamespace('admin')]).then(([module]) => module)

// The partners' portal (agents and shop cashiers): its own chunk, with the back office's catalogue it shares.
const partnerRoute = () =>
  Promise.all([import('./partner/partner-route.tsx'), loadNamespace('admin')]).then(([module]) => ({
    Component: module.PartnerRoute,
  }))

const pathsOf = (paths: readonly string[], lazy: RouteObject['lazy']): RouteObject[] =>
  paths.map((path) => ({ path, lazy }))

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PlayerLayout,
    HydrateFallback: SplashScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        index: true,
        lazy: () =>
          import('../features/lobby/lobby-page.tsx').then((module) => ({ Component: module.LobbyPage })),
      },
      ...pathsOf(categoryPagePaths, categoryPage),
      { path: 'live', lazy: sportsbookPage('LivePage') },
      { path: 'main', lazy: sportsbookPage('SportsHomePage') },
      ...pathsOf(['cricket', 'e-sport'], sportsbookPage('SportPage')),
      { path: sportsbookPagePaths.sport, lazy: sportsbookPage('SportPage') },
      { path: sportsbookPagePaths.event, lazy: sportsbookPage('EventPage') },
      { path: sportsbookPagePaths.myBets, lazy: sportsbookPage('MyBetsPage') },
      {
        path: playerPagePaths.play,
        lazy: () =>
          import('../features/play/play-page.tsx').then((module) => ({ Component: module.PlayPage })),
      },
      // Aviator, JetX and Aviatrix open Khela's Crash under their own titles: the same shared round.
      ...pathsOf(crashPagePaths, crashPage),
      ...originalGameRoutes,
      {
        path: playerPagePaths.bonuses,
        lazy: () =>
          import('../features/bonuses/bonuses-page.tsx').then((module) => ({
            Component: module.BonusesPage,
          })),
      },
      {
        path: playerPagePaths.rules,
        lazy: () =>
          import('../features/content/rules-page.tsx').then((module) => ({ Component: module.RulesPage })),
      },
      {
        path: playerPagePaths.tutorials,
        lazy: () =>
          import('../features/content/tutorials-page.tsx').then((module) => ({
            Component: module.TutorialsPage,
          })),
      },
      {
        path: playerPagePaths.deposit,
        lazy: () =>
          import('../features/cashier/cashier-pages.ts').then((module) => ({
            Component: module.DepositPage,
          })),
      },
      {
        path: playerPagePaths.withdrawal,
        lazy: () =>
          import('../features/cashier/cashier-pages.ts').then((module) => ({
            Component: module.WithdrawalPage,
          })),
      },
      {
        path: playerPagePaths.paymentHistory,
        lazy: () =>
          import('../features/cashier/cashier-pages.ts').then((module) => ({
            Component: module.PaymentHistoryPage,
          })),
      },
      {
        path: playerPagePaths.profile,
        lazy: () =>
          import('./profile-route.tsx').then((module) => ({
            Component: module.ProfileRoute,
          })),
      },
      {
        path: playerPagePaths.responsibleGamblingTools,
        lazy: () =>
          import('../features/responsible-gambling/tools-page.tsx').then((module) => ({
            Component: module.ToolsPage,
          })),
      },
      {
        path: playerPagePaths.responsibleGambling,
        lazy: () =>
          import('../features/responsible-gambling/responsible-gambling-page.tsx').then((module) => ({
            Component: module.ResponsibleGamblingPage,
          })),
      },
      {
        path: playerPagePaths.betHistory,
        // Its sports bets section speaks the sportsbook's catalogue.
        lazy: () =>
          Promise.all([import('./bet-history-route.tsx'), loadNamespace('sportsbook')]).then(([module]) => ({
            Component: module.BetHistoryRoute,
          })),
      },
      {
        path: playerPagePaths.fairness,
        lazy: () =>
          import('../features/originals/fairness/fairness-page.tsx').then((module) => ({
            Component: module.FairnessPage,
          })),
      },
      {
        path: playerPagePaths.affiliates,
        lazy: () =>
          import('../features/partners/affiliates-page.tsx').then((module) => ({
            Component: module.AffiliatesPage,
          })),
      },
      {
        // The affiliate's portal speaks the back office's catalogue and ships apart from the player site.
        path: playerPagePaths.partnerPortal,
        lazy: () =>
          Promise.all([
            import('../features/partners/admin/partner-portal-page.tsx'),
            loadNamespace('admin'),
          ]).then(([module]) => ({ Component: module.PartnerPortalPage })),
      },
      // A lobby category the operator added later has its page at /<slug>; an unknown slug shows not-found there.
      { path: playerPagePaths.addedCategory, lazy: categoryPage },
      { path: '*', Component: NotFoundPage },
    ],
  },
  {
    path: adminSignInPath,
    HydrateFallback: SplashScreen,
    ErrorBoundary: RouteErrorPage,
    lazy: () => adminTree().then((module) => ({ Component: module.AdminSignInRoute })),
  },
  {
    path: partnerPortalPath,
    HydrateFallback: SplashScreen,
    ErrorBoundary: RouteErrorPage,
    lazy: partnerRoute,
  },
  {
    path: '/dashboard/*',
    HydrateFallback: SplashScreen,
    ErrorBoundary: RouteErrorPage,
    lazy: () => adminTree().then((module) => ({ Component: module.DashboardRoute })),
  },
]

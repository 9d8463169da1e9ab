import { Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { AllUsersPage } from '../../features/accounts/admin/all-users-page.tsx'
import { UserProfilePage } from '../../features/accounts/admin/user-profile-page.tsx'
import { AgentTreePage } from '../../features/agents/admin/agent-tree-page.tsx'
import { AuditLogPage } from '../../features/audit/admin/audit-log-page.tsx'
import { AdminSignInPage } from '../../features/auth/admin/admin-sign-in-page.tsx'
import { CampaignsPage } from '../../features/bonuses/admin/campaigns-page.tsx'
import { PromotionsPage } from '../../features/bonuses/admin/promotions-page.tsx'
import { UserBonusesTab } from '../../features/bonuses/admin/user-bonuses-tab.tsx'
import { BankingPage } from '../../features/cashier/admin/banking-page.tsx'
import { DepositsPage } from '../../features/cashier/admin/deposits-page.tsx'
import { LedgerPage } from '../../features/cashier/admin/ledger-page.tsx'
import { WithdrawalsPage } from '../../features/cashier/admin/withdrawals-page.tsx'
import { AddCategoriesPage } from '../../features/catalog/admin/add-categories-page.tsx'
import { GameCategoriesPage } from '../../features/catalog/admin/game-categories-page.tsx'
import { GamesApiPage } from '../../features/catalog/admin/games-api-page.tsx'
import { GamesPage } from '../../features/catalog/admin/games-page.tsx'
import { ComplianceSettingsPage } from '../../features/compliance/admin/compliance-settings-page.tsx'
import { DocumentEditorPage } from '../../features/content/admin/document-editor-page.tsx'
import { FaqPage } from '../../features/content/admin/faq-page.tsx'
import { SliderPage } from '../../features/content/admin/slider-page.tsx'
import { KycQueuePage } from '../../features/kyc/admin/kyc-queue-page.tsx'
import { UserKycTab } from '../../features/kyc/admin/user-kyc-tab.tsx'
import { OutboxPage } from '../../features/mail/admin/outbox-page.tsx'
import { GameHistoryPage } from '../../features/originals/admin/game-history-page.tsx'
import { GameSettingsPage } from '../../features/originals/admin/game-settings-page.tsx'
import { LiveCrashPage } from '../../features/originals/admin/live-crash-page.tsx'
import { AffiliateViewPage } from '../../features/partners/admin/affiliate-view-page.tsx'
import { AffiliatorsPage } from '../../features/partners/admin/affiliators-page.tsx'
import { CommissionPage } from '../../features/partners/admin/commission-page.tsx'
import { ProviderRoundsPage } from '../../features/providers/admin/provider-rounds-page.tsx'
import { UserResponsibleGamblingTab } from '../../features/responsible-gambling/admin/user-responsible-gambling-tab.tsx'
import { RiskPage } from '../../features/risk/admin/risk-page.tsx'
import { AccountSettingsPage } from '../../features/settings/admin/account-settings-page.tsx'
import { SportsEventPage } from '../../features/sportsbook/admin/event-page.tsx'
import { SportsbookEventsPage } from '../../features/sportsbook/admin/events-page.tsx'
import { SportsbookFeedsPage } from '../../features/sportsbook/admin/feeds-page.tsx'
import { SportsbookLiabilityPage } from '../../features/sportsbook/admin/liability-page.tsx'
import { NewSportsEventPage } from '../../features/sportsbook/admin/new-event-page.tsx'
import { SportsbookBetsPage } from '../../features/sportsbook/admin/open-bets-page.tsx'
import { UserSportBetsTab } from '../../features/sportsbook/admin/user-sport-bets-tab.tsx'
import { UserSportsbookTab } from '../../features/sportsbook/admin/user-sportsbook-tab.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { useSession } from '../../lib/use-session.ts'
import { AppReadyMarker } from '../app-ready-marker.tsx'
import { dashboardPagePaths } from '../page-paths.ts'
import { SplashScreen } from '../splash-screen.tsx'
import { AdminLayout } from './admin-layout.tsx'
import { adminSections } from './admin-menu.ts'
import { AdminNotFoundPage } from './admin-not-found-page.tsx'
import { AdminOverviewPage } from './admin-overview-page.tsx'
import { AdminSectionPage } from './admin-section-page.tsx'
import { DashboardGuard } from './dashboard-guard.tsx'

// The router imports this module lazily for both /admin and /dashboard/*, so the back office is one chunk.

/** /admin: the staff sign-in page. */
export function AdminSignInRoute() {
  return (
    <Suspense fallback={<SplashScreen />}>
      <AdminSignInPage />
      <AppReadyMarker />
    </Suspense>
  )
}

/** The guard has already seen a staff session; the page gets it so the features stay apart. */
function AllUsersRoute() {
  const viewer = useSession().data?.user
  return viewer ? <AllUsersPage viewer={viewer} /> : null
}

/** The user profile's KYC, Responsible Gambling and Sports bets tabs belong to those features; they meet here. */
function UserProfileRoute() {
  const { t } = useTranslation('admin')
  const viewer = useSession().data?.user
  if (!viewer) return null
  const extraTabs = [
    {
      id: 'kyc',
      label: t('userProfile.tabs.kyc'),
      panel: (userId: string) => <UserKycTab userId={userId} />,
    },
    {
      id: 'responsibleGambling',
      label: t('responsibleGambling.tab'),
      panel: (userId: string) => <UserResponsibleGamblingTab userId={userId} />,
    },
    {
      id: 'bonuses',
      label: t('bonuses.tab'),
      panel: (userId: string) => <UserBonusesTab userId={userId} viewer={viewer} />,
    },
    {
      id: 'sportBets',
      label: t('sportsbook.playerBets.tab'),
      panel: (userId: string) => <UserSportBetsTab userId={userId} />,
    },
    {
      id: 'sportsbook',
      label: t('sportsbook.stakeFactor.tab'),
      panel: (userId: string) => <UserSportsbookTab userId={userId} viewer={viewer} />,
    },
  ]
  return <UserProfilePage viewer={viewer} extraTabs={extraTabs} />
}

function SettingsRoute() {
  const viewer = useSession().data?.user
  return viewer ? <AccountSettingsPage viewer={viewer} /> : null
}

function ComplianceRoute() {
  const viewer = useSession().data?.user
  return viewer ? <ComplianceSettingsPage viewer={viewer} /> : null
}

function GamesApiRoute() {
  const viewer = useSession().data?.user
  return viewer ? <GamesApiPage viewer={viewer} /> : null
}

function SliderRoute() {
  const viewer = useSession().data?.user
  return viewer ? <SliderPage viewer={viewer} /> : null
}

function CampaignsRoute() {
  const viewer = useSession().data?.user
  return viewer ? <CampaignsPage viewer={viewer} /> : null
}

function PromotionsRoute() {
  const viewer = useSession().data?.user
  return viewer ? <PromotionsPage viewer={viewer} /> : null
}

function FaqRoute() {
  const viewer = useSession().data?.user
  return viewer ? <FaqPage viewer={viewer} /> : null
}

function RulesRoute() {
  const viewer = useSession().data?.user
  return viewer ? <DocumentEditorPage key="rules" viewer={viewer} document="rules" /> : null
}

function TutorialsRoute() {
  const viewer = useSession().data?.user
  return viewer ? <DocumentEditorPage key="tutorials" viewer={viewer} document="tutorials" /> : null
}

function DepositsRoute() {
  const viewer = useSession().data?.user
  return viewer ? <DepositsPage viewer={viewer} /> : null
}

function WithdrawalsRoute() {
  const viewer = useSession().data?.user
  return viewer ? <WithdrawalsPage viewer={viewer} /> : null
}

function BankingRoute() {
  const viewer = useSession().data?.user
  return viewer ? <BankingPage viewer={viewer} /> : null
}

function LedgerRoute() {
  const viewer = useSession().data?.user
  return viewer ? <LedgerPage viewer={viewer} /> : null
}

function GameHistoryRoute() {
  const viewer = useSession().data?.user
  return viewer ? <GameHistoryPage viewer={viewer} /> : null
}

function ProviderRoundsRoute() {
  const viewer = useSession().data?.user
  return viewer ? <ProviderRoundsPage viewer={viewer} /> : null
}

function GameSettingsRoute() {
  const viewer = useSession().data?.user
  return viewer ? <GameSettingsPage viewer={viewer} /> : null
}

function LiveCrashRoute() {
  const viewer = useSession().data?.user
  return viewer ? <LiveCrashPage viewer={viewer} /> : null
}

function AuditLogRoute() {
  const viewer = useSession().data?.user
  return viewer ? <AuditLogPage viewer={viewer} /> : null
}

function KycQueueRoute() {
  const viewer = useSession().data?.user
  return viewer ? <KycQueuePage viewer={viewer} /> : null
}

function AgentTreeRoute() {
  const viewer = useSession().data?.user
  return viewer ? <AgentTreePage viewer={viewer} /> : null
}

function RiskRoute() {
  const viewer = useSession().data?.user
  return viewer ? <RiskPage viewer={viewer} /> : null
}

function SportsbookEventsRoute() {
  const viewer = useSession().data?.user
  return viewer ? <SportsbookEventsPage viewer={viewer} /> : null
}

function NewSportsEventRoute() {
  const viewer = useSession().data?.user
  return viewer ? <NewSportsEventPage viewer={viewer} /> : null
}

function SportsbookFeedsRoute() {
  const viewer = useSession().data?.user
  return viewer ? <SportsbookFeedsPage viewer={viewer} /> : null
}

function SportsbookBetsRoute() {
  const viewer = useSession().data?.user
  return viewer ? <SportsbookBetsPage viewer={viewer} /> : null
}

function SportsbookLiabilityRoute() {
  const viewer = useSession().data?.user
  return viewer ? <SportsbookLiabilityPage viewer={viewer} /> : null
}

function SportsEventRoute() {
  const viewer = useSession().data?.user
  return viewer ? <SportsEventPage viewer={viewer} /> : null
}

function AffiliatorsRoute() {
  const viewer = useSession().data?.user
  return viewer ? <AffiliatorsPage viewer={viewer} /> : null
}

function CommissionRoute() {
  const viewer = useSession().data?.user
  return viewer ? <CommissionPage viewer={viewer} /> : null
}

function AffiliateViewRoute() {
  const viewer = useSession().data?.user
  return viewer ? <AffiliateViewPage viewer={viewer} /> : null
}

// Sections with a working page of their own; the rest say what is coming.
const builtSections: ReadonlySet<string> = new Set([
  'alluser',
  'agenttree',
  'userprofile',
  'settings',
  'gamecategories',
  'gamesCategorisAdd',
  'activegames',
  'inactivegames',
  'gamesapi',
  'fontendslider',
  'promotionoffer',
  'bonuses',
  'faq',
  'rules',
  'tutorials',
  'deposits',
  'withdraws',
  'game-history',
  'affilitors',
])

/** /dashboard/*: the back office behind its guard. */
export function DashboardRoute() {
  return (
    <Suspense fallback={<SplashScreen />}>
      <AppReadyMarker />
      <DashboardGuard>
        <AdminLayout>
          <Routes>
            <Route index element={<AdminOverviewPage />} />
            <Route path={dashboardPagePaths.allUsers} element={<AllUsersRoute />} />
            <Route path={dashboardPagePaths.userProfile} element={<UserProfileRoute />} />
            <Route path={dashboardPagePaths.outbox} element={<OutboxPage />} />
            <Route path={dashboardPagePaths.settings} element={<SettingsRoute />} />
            <Route path={dashboardPagePaths.compliance} element={<ComplianceRoute />} />
            <Route path={dashboardPagePaths.banking} element={<BankingRoute />} />
            <Route path={dashboardPagePaths.ledger} element={<LedgerRoute />} />
            <Route path={dashboardPagePaths.deposits} element={<DepositsRoute />} />
            <Route path={dashboardPagePaths.withdrawals} element={<WithdrawalsRoute />} />
            <Route path={dashboardPagePaths.auditLog} element={<AuditLogRoute />} />
            <Route path={dashboardPagePaths.risk} element={<RiskRoute />} />
            <Route path={dashboardPagePaths.agentTree} element={<AgentTreeRoute />} />
            <Route path={dashboardPagePaths.kyc} element={<KycQueueRoute />} />
            <Route path={dashboardPagePaths.gameCategories} element={<GameCategoriesPage />} />
            <Route path={dashboardPagePaths.addCategories} element={<AddCategoriesPage />} />
            <Route
              path={dashboardPagePaths.activeGames}
              element={<GamesPage key="active" status="active" />}
            />
            <Route
              path={dashboardPagePaths.inactiveGames}
              element={<GamesPage key="inactive" status="inactive" />}
            />
            <Route path={dashboardPagePaths.gamesApi} element={<GamesApiRoute />} />
            <Route path={dashboardPagePaths.slider} element={<SliderRoute />} />
            <Route path={dashboardPagePaths.promotions} element={<PromotionsRoute />} />
            <Route path={dashboardPagePaths.bonusCampaigns} element={<CampaignsRoute />} />
            <Route path={dashboardPagePaths.faq} element={<FaqRoute />} />
            <Route path={dashboardPagePaths.rules} element={<RulesRoute />} />
            <Route path={dashboardPagePaths.tutorials} element={<TutorialsRoute />} />
            <Route path={dashboardPagePaths.gameHistory} element={<GameHistoryRoute />} />
            <Route path={dashboardPagePaths.gameSettings} element={<GameSettingsRoute />} />
            <Route path={dashboardPagePaths.liveCrash} element={<LiveCrashRoute />} />
            <Route path={dashboardPagePaths.providerRounds} element={<ProviderRoundsRoute />} />
            <Route path={dashboardPagePaths.sportsbookEvents} element={<SportsbookEventsRoute />} />
            <Route path={dashboardPagePaths.sportsbookNewEvent} element={<NewSportsEventRoute />} />
            <Route path={dashboardPagePaths.sportsbookFeeds} element={<SportsbookFeedsRoute />} />
            <Route path={dashboardPagePaths.sportsbookBets} element={<SportsbookBetsRoute />} />
            <Route path={dashboardPagePaths.sportsbookLiability} element={<SportsbookLiabilityRoute />} />
            <Route path={dashboardPagePaths.sportsbookEvent} element={<SportsEventRoute />} />
            <Route path={dashboardPagePaths.affiliators} element={<AffiliatorsRoute />} />
            <Route path={dashboardPagePaths.affiliateView} element={<AffiliateViewRoute />} />
            <Route path={dashboardPagePaths.commission} element={<CommissionRoute />} />
            {adminSections
              .filter((section) => !builtSections.has(section))
              .map((section) => (
                <Route key={section} path={section} element={<AdminSectionPage section={section} />} />
              ))}
            <Route path="*" element={<AdminNotFoundPage />} />
          </Routes>
        </AdminLayout>
      </DashboardGuard>
    </Suspense>
  )
}

import { Navigate } from 'react-router'
import { PartnerPortalPage } from '../../features/agents/portal/partner-portal-page.tsx'
import { useSession } from '../../lib/use-session.ts'
import { AppReadyMarker } from '../app-ready-marker.tsx'
import { SplashScreen } from '../splash-screen.tsx'

// The router imports this module lazily for /partner: the partners' portal never ships with the player's pages.

/** Partners (the agent role) only; anyone else goes to the site, where they sign in. The API checks again. */
export function PartnerRoute() {
  const session = useSession()
  if (session.isPending) return <SplashScreen />
  if (session.data?.user?.role !== 'agent') return <Navigate to="/" replace />
  return (
    <>
      <PartnerPortalPage />
      <AppReadyMarker />
    </>
  )
}

import { SiteLogo } from '../components/ui/site-logo.tsx'

/** Shown only while the first page's code arrives. */
export function SplashScreen() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <SiteLogo className="h-10 animate-pulse" />
    </div>
  )
}

import { type CSSProperties, lazy, Suspense } from 'react'
import { useIsToasterNeeded } from '../lib/toast.ts'

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

const toasterStyle = { '--width': '360px' } as CSSProperties
// Below the fixed site header (h-14/h-16 plus the h-10 quick links), so a toast never covers Sign in or the menu.
const belowTheHeader = { top: 112, right: 16 }
const belowTheHeaderOnPhones = { top: 104, right: 8, left: 8 }

/** Top-right toasts, 5 s each, paused while hovered; mounted when the first one is raised. */
export function ToastHost() {
  const isNeeded = useIsToasterNeeded()
  if (!isNeeded) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={5000}
        theme="dark"
        richColors
        closeButton
        style={toasterStyle}
        offset={belowTheHeader}
        mobileOffset={belowTheHeaderOnPhones}
      />
    </Suspense>
  )
}

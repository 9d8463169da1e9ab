import { type CSSProperties, lazy, Suspense } from 'react'
import { useIsToasterNeeded } from '../lib/toast.ts'

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

const toasterStyle = { '--width': '360px' } as CSSProperties

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
      />
    </Suspense>
  )
}

import { type CSSProperties, lazy, Suspense, useEffect } from 'react'
import { useTranslation } from '../lib/i18n.ts'
import { prepareToaster, useIsToasterNeeded } from '../lib/toast.ts'

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

const toasterStyle = { '--width': '360px' } as CSSProperties
// Below the fixed site header (h-14/h-16 plus the h-10 quick links), so a toast never covers Sign in or the menu.
const belowTheHeader = { top: 112, right: 16 }
const belowTheHeaderOnPhones = { top: 104, right: 8, left: 8 }

/**
 * Top-right toasts, 5 s each, paused while hovered. Their live region is mounted empty once the page is idle after
 * the app starts (or at the first toast, if one comes sooner), so it is in the page before its first message.
 */
export function ToastHost() {
  const { t } = useTranslation()
  const isNeeded = useIsToasterNeeded()
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(prepareToaster, 500)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(prepareToaster, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }, [])
  if (!isNeeded) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={5000}
        theme="dark"
        richColors
        closeButton
        customAriaLabel={t('toasts.region')}
        style={toasterStyle}
        offset={belowTheHeader}
        mobileOffset={belowTheHeaderOnPhones}
      />
    </Suspense>
  )
}

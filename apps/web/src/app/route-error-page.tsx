import { TriangleAlert } from 'lucide-react'
import { buttonClass } from '../components/ui/button-styles.ts'
import { EmptyState } from '../components/ui/empty-state.tsx'
import { SiteLogo } from '../components/ui/site-logo.tsx'
import { useTranslation } from '../lib/i18n.ts'

/** Last resort when a page fails to render or its code cannot be fetched (often a new release). */
export function RouteErrorPage() {
  const { t } = useTranslation()
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-6 p-4">
      <SiteLogo className="h-9" />
      <EmptyState
        icon={TriangleAlert}
        title={t('routeError.title')}
        body={t('routeError.body')}
        action={
          <button type="button" className={buttonClass('gold')} onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </button>
        }
      />
    </main>
  )
}

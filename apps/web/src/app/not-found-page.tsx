import { SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../components/ui/button-styles.ts'
import { EmptyState } from '../components/ui/empty-state.tsx'
import { PageHeader } from '../components/ui/page-header.tsx'
import { useTranslation } from '../lib/i18n.ts'

/** 'Page not found' inside the frame; `heading` says what was not found when the page knows (a game, a category). */
export function NotFoundPage({ heading }: { heading?: string }) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('notFound.title')} icon={SearchX} />
      <EmptyState
        icon={SearchX}
        title={heading ?? t('notFound.heading')}
        body={t('notFound.body')}
        action={
          <Link to="/" className={buttonClass('gold')}>
            {t('notFound.home')}
          </Link>
        }
      />
    </>
  )
}

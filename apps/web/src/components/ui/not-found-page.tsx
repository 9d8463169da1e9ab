import { SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { buttonClass } from './button-styles.ts'
import { EmptyState } from './empty-state.tsx'
import { PageHeader } from './page-header.tsx'

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

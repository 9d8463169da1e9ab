import { SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { useTranslation } from '../../lib/i18n.ts'

export function AdminNotFoundPage() {
  const { t } = useTranslation('admin')
  return (
    <EmptyState
      icon={SearchX}
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Link to="/dashboard" className={buttonClass('gold')}>
          {t('notFound.back')}
        </Link>
      }
    />
  )
}

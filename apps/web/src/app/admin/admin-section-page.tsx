import { Construction } from 'lucide-react'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import type { AdminSection } from './admin-menu.ts'

/** A back-office page whose tools arrive with a later issue: it says what will be managed here. */
export function AdminSectionPage({ section }: { section: AdminSection }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <PageHeader title={t(`sections.${section}.title`)} icon={Construction} />
      <EmptyState icon={Construction} title={t('comingSoon')} body={t(`sections.${section}.body`)} />
    </>
  )
}

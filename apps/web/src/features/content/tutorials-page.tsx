import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'

/** Step-by-step guides: registering, depositing, playing and installing Khela on a phone. */
export function TutorialsPage() {
  const { t } = useTranslation()
  const { icon } = menuItems.tutorials
  return (
    <>
      <PageHeader title={t('nav.tutorials')} icon={icon} />
      <EmptyState icon={icon} title={t('pages.tutorials.title')} body={t('pages.tutorials.body')} />
    </>
  )
}

import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'

/** The player’s profile and account settings. */
export function ProfilePage() {
  const { t } = useTranslation()
  const { icon } = menuItems.profile
  return (
    <>
      <PageHeader title={t('nav.profile')} icon={icon} />
      <EmptyState icon={icon} title={t('pages.profile.title')} body={t('pages.profile.body')} />
    </>
  )
}

import type { SessionUser } from '@khela/contracts/session'
import { UserRound } from 'lucide-react'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { UserPicker } from './user-picker.tsx'
import { UserProfile, type UserProfileExtraTab } from './user-profile.tsx'

/**
 * /dashboard/userprofile/:userId shows one user; /dashboard/userprofile without an id asks which one.
 * Other features' tabs come from the route, so this feature imports none of them.
 */
export function UserProfilePage({
  viewer,
  extraTabs,
}: {
  viewer: SessionUser
  extraTabs?: readonly UserProfileExtraTab[]
}) {
  const { t } = useTranslation('admin')
  const { userId } = useParams()
  return (
    <>
      <PageHeader title={t('sections.userprofile.title')} icon={UserRound} />
      {userId ? (
        <UserProfile key={userId} userId={userId} viewer={viewer} extraTabs={extraTabs} />
      ) : (
        <UserPicker />
      )}
    </>
  )
}

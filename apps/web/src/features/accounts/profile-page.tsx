import { passesKyc } from '@khela/contracts/roles'
import { UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { openModal } from '../../lib/modal-store.ts'
import { menuItems } from '../../lib/navigation.ts'
import { useSession } from '../../lib/use-session.ts'
import { ChangePasswordForm } from './change-password-form.tsx'
import { useProfile } from './get-profile.ts'
import { ProfileForm } from './profile-form.tsx'
import { SessionActions } from './session-actions.tsx'

const panelClass = 'rounded-xl border border-night-700 bg-night-850 p-4 sm:p-6'

/** A section another feature adds to the profile (identity verification); the app's routes compose them. */
export interface ProfileExtraSection {
  id: string
  content: ReactNode
}

/**
 * The player’s profile and account settings. `extraSections` are shown in panels after the player's details,
 * in their order, so this feature imports no other.
 */
export function ProfilePage({ extraSections = [] }: { extraSections?: readonly ProfileExtraSection[] }) {
  const { t } = useTranslation()
  const { icon } = menuItems.profile
  const session = useSession()
  const isSignedIn = Boolean(session.data?.user)
  const profile = useProfile({ isEnabled: isSignedIn })
  const role = session.data?.user?.role
  const sectionPanels = extraSections.map((section) => (
    <div key={section.id} className={panelClass}>
      {section.content}
    </div>
  ))

  return (
    <>
      <PageHeader title={t('nav.profile')} icon={icon} />
      {session.isPending ? (
        <Spinner label={t('profile.loading')} />
      ) : !isSignedIn ? (
        <SignedOutPrompt />
      ) : profile.isPending ? (
        <Spinner label={t('profile.loading')} />
      ) : profile.isError ? (
        <div className="space-y-4">
          {profile.error instanceof ApiError && profile.error.code === 'REGISTRATION_INCOMPLETE' ? (
            <EmptyState
              icon={UserRound}
              title={t('profile.incomplete.title')}
              body={t('profile.incomplete.body')}
              action={
                <button
                  type="button"
                  onClick={() => openModal('complete-registration')}
                  className={buttonClass('gold')}
                >
                  {t('profile.incomplete.action')}
                </button>
              }
            />
          ) : profile.error instanceof ApiError && profile.error.status === 404 ? (
            <>
              <EmptyState
                icon={UserRound}
                title={t('profile.noPlayerProfile.title')}
                body={t('profile.noPlayerProfile.body')}
              />
              {/* Agents and cashiers have no player profile but pass the identity check here. */}
              {role && passesKyc(role) ? sectionPanels : null}
            </>
          ) : (
            <EmptyState
              icon={UserRound}
              title={t('profile.loadFailed.title')}
              body={errorMessage(profile.error)}
              action={
                <button type="button" onClick={() => profile.refetch()} className={buttonClass('outline')}>
                  {t('actions.retry')}
                </button>
              }
            />
          )}
          <div className={panelClass}>
            <SessionActions />
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <div className={panelClass}>
            <ProfileForm profile={profile.data} />
          </div>
          {sectionPanels}
          <div className={panelClass}>
            <ChangePasswordForm />
          </div>
          <section aria-labelledby="profile-responsible-gambling" className={`${panelClass} space-y-3`}>
            <h2 id="profile-responsible-gambling" className="text-base font-bold text-white">
              {t('responsibleGambling.profileLink.title')}
            </h2>
            <p className="text-sm text-slate-400">{t('responsibleGambling.profileLink.body')}</p>
            <Link to="/profile/responsible-gambling" className={buttonClass('outline')}>
              {t('responsibleGambling.profileLink.action')}
            </Link>
          </section>
          <div className={panelClass}>
            <SessionActions />
          </div>
        </div>
      )}
    </>
  )
}

function SignedOutPrompt() {
  const { t } = useTranslation()
  return (
    <EmptyState
      icon={UserRound}
      title={t('profile.signedOut.title')}
      body={t('profile.signedOut.body')}
      action={
        <button
          type="button"
          onClick={() => openModal('sign-in', { returnTo: '/profile' })}
          className={buttonClass('gold', 'lg')}
        >
          {t('profile.signedOut.signIn')}
        </button>
      }
    />
  )
}

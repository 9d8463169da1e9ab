import { useNavigate } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { notify } from '../../lib/toast.ts'
import { useSignOut } from '../../lib/use-sign-out.ts'
import { useSignOutEverywhere } from './sign-out-everywhere.ts'

/** Logout ends this session; 'Sign out everywhere' ends every session the player has, this one too. */
export function SessionActions() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signOut = useSignOut()
  const signOutEverywhere = useSignOutEverywhere()
  const isSending = signOut.isPending || signOutEverywhere.isPending
  const leave = () => navigate('/')
  return (
    <section aria-labelledby="profile-sessions" className="space-y-3">
      <h2 id="profile-sessions" className="text-base font-bold text-white">
        {t('profile.sessions.title')}
      </h2>
      <p className="text-sm text-slate-400">{t('profile.sessions.body')}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={isSending}
          onClick={() => signOut.mutate(undefined, { onSuccess: leave })}
          className={buttonClass('outline')}
        >
          {signOut.isPending ? '...' : t('profile.sessions.logout')}
        </button>
        <button
          type="button"
          disabled={isSending}
          onClick={() =>
            signOutEverywhere.mutate(undefined, {
              onSuccess: () => {
                notify('success', t('profile.sessions.signedOutEverywhere'))
                leave()
              },
            })
          }
          className={buttonClass('ghost')}
        >
          {signOutEverywhere.isPending ? '...' : t('profile.sessions.signOutEverywhere')}
        </button>
      </div>
    </section>
  )
}

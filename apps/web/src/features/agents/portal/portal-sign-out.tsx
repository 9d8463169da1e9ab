import { LogOut } from 'lucide-react'
import { useNavigate } from 'react-router'
import { useTranslation } from '../../../lib/i18n.ts'
import { useSignOut } from '../../../lib/use-sign-out.ts'

/** The portal has no site header around it: its own sign-out, back to the site's front page. */
export function PortalSignOut() {
  const { t } = useTranslation('admin')
  const signOut = useSignOut()
  const navigate = useNavigate()
  return (
    <button
      type="button"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate('/', { replace: true }) })}
      className="flex shrink-0 items-center gap-2 rounded-lg border border-night-600 px-3 py-2 text-sm font-semibold text-slate-300 transition hover:border-ember-500 hover:text-ember-500 disabled:opacity-60"
    >
      <LogOut aria-hidden size={16} />
      {t('signOut')}
    </button>
  )
}

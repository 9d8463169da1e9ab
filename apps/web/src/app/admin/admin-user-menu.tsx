import { LogOut } from 'lucide-react'
import { useNavigate } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { useSession } from '../../lib/use-session.ts'
import { useSignOut } from '../../lib/use-sign-out.ts'

export function AdminUserMenu() {
  const { t } = useTranslation('admin')
  const user = useSession().data?.user
  const signOut = useSignOut()
  const navigate = useNavigate()
  if (!user) return null
  return (
    <div className="flex items-center gap-2">
      <span className="hidden text-right text-xs leading-tight sm:block">
        <span className="block font-semibold text-slate-200">{user.name}</span>
        <span className="block text-slate-500">{t(`roles.${user.role}`)}</span>
      </span>
      <button
        type="button"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate('/admin') })}
        aria-label={t('signOut')}
        title={t('signOut')}
        className="grid size-9 place-items-center rounded-lg border border-night-600 text-slate-300 transition hover:border-ember-500 hover:text-ember-500"
      >
        <LogOut aria-hidden size={17} />
      </button>
    </div>
  )
}

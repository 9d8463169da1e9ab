import { isStaffRole } from '@khela/contracts/roles'
import { ShieldCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { SiteLogo } from '../../../components/ui/site-logo.tsx'
import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { translate, useTranslation } from '../../../lib/i18n.ts'
import { useSession } from '../../../lib/use-session.ts'
import { NotStaffError, useStaffSignIn } from './use-staff-sign-in.ts'

const inputClass =
  'h-11 w-full rounded-lg border border-night-600 bg-night-800 px-3 text-sm text-white placeholder:text-slate-500 focus:border-gold-500 focus:outline-none'

/**
 * Why a back-office sign-in failed: a player's right credentials are told this door is for staff, wrong ones the
 * usual words, anything else (too many attempts, the server) its own message.
 */
function staffSignInFailure(error: unknown): string {
  if (error instanceof NotStaffError) return translate('admin', 'signIn.notStaff')
  if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS')
    return translate('admin', 'signIn.failed')
  return errorMessage(error)
}

/** Staff sign-in for the back office: staff go on to the dashboard, anyone else is signed out again. */
export function AdminSignInPage() {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const signIn = useStaffSignIn()
  // Shown in the form rather than as a toast, and only about the credentials as they were sent: gone as soon as
  // either field changes, so it never stands beside the browser's own "fill in this field" for a field just cleared.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const user = useSession().data?.user
  if (user && isStaffRole(user.role)) return <Navigate to="/dashboard" replace />

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setFailure(null)
    signIn.mutate(
      { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      {
        onSuccess: () => navigate('/dashboard', { replace: true }),
        onError: (error) => setFailure({ error }),
      },
    )
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-night-950 p-4">
      <title>{`${t('signIn.title')} · Khela`}</title>
      <div className="w-full max-w-sm rounded-2xl border border-night-700 bg-night-850 p-6 shadow-2xl shadow-black/50">
        <SiteLogo className="mx-auto h-9" />
        <h1 className="mt-5 flex items-center justify-center gap-2 text-lg font-bold text-white">
          <ShieldCheck aria-hidden size={20} className="text-gold-400" />
          {t('signIn.title')}
        </h1>
        <form onSubmit={submit} onChange={() => setFailure(null)} className="mt-5 space-y-4">
          <label className="block text-sm font-medium text-slate-300">
            {t('signIn.email')}
            <input
              type="email"
              name="email"
              autoComplete="username"
              required
              className={`${inputClass} mt-1.5`}
            />
          </label>
          <label className="block text-sm font-medium text-slate-300">
            {t('signIn.password')}
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              required
              className={`${inputClass} mt-1.5`}
            />
          </label>
          <FormFailure message={failure && staffSignInFailure(failure.error)} />
          <button
            type="submit"
            disabled={signIn.isPending}
            className={`${buttonClass('gold', 'lg')} w-full disabled:cursor-wait disabled:opacity-70`}
          >
            {signIn.isPending ? '...' : t('signIn.submit')}
          </button>
        </form>
      </div>
    </main>
  )
}

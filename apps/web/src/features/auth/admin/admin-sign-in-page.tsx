import { signInInput } from '@khela/contracts/accounts'
import { isStaffRole } from '@khela/contracts/roles'
import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField } from '../../../components/ui/form-field.tsx'
import { SiteLogo } from '../../../components/ui/site-logo.tsx'
import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { translate, useTranslation } from '../../../lib/i18n.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSession } from '../../../lib/use-session.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { NotStaffError, useStaffSignIn } from './use-staff-sign-in.ts'

const inputClass =
  'h-11 w-full rounded-lg border border-night-600 bg-night-800 px-3 text-sm text-white placeholder:text-slate-500 focus:border-gold-500 focus:outline-none aria-invalid:border-ember-500'
/** Staff sign in with email only: the player sign-in's email credentials. */
const staffCredentials = signInInput.options[0].omit({ method: true })

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
  const form = useZodForm(staffCredentials, { email: '', password: '' })
  const fieldErrorText = useFieldErrorText()
  const { errors } = form.formState
  const user = useSession().data?.user
  if (user && isStaffRole(user.role)) return <Navigate to="/dashboard" replace />

  const submit = form.handleSubmit((credentials) => {
    setFailure(null)
    signIn.mutate(credentials, {
      onSuccess: () => navigate('/dashboard', { replace: true }),
      onError: (error) => setFailure({ error }),
    })
  })

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
          <FormField label={t('signIn.email')} error={fieldErrorText(errors.email?.message)}>
            {(control) => (
              <input
                {...control}
                {...form.register('email')}
                type="email"
                autoComplete="username"
                required
                className={inputClass}
              />
            )}
          </FormField>
          <FormField label={t('signIn.password')} error={fieldErrorText(errors.password?.message)}>
            {(control) => (
              <input
                {...control}
                {...form.register('password')}
                type="password"
                autoComplete="current-password"
                required
                className={inputClass}
              />
            )}
          </FormField>
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

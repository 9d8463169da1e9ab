import { Info, ShieldCheck } from 'lucide-react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { SiteLogo } from '../../../components/ui/site-logo.tsx'
import { notify } from '../../../lib/toast.ts'
import { useSession } from '../use-session.ts'

const inputClass =
  'h-11 w-full rounded-lg border border-night-600 bg-night-800 px-3 text-sm text-white placeholder:text-slate-500 focus:border-gold-500 focus:outline-none'

/** Staff sign-in for the back office. Accounts arrive with their own issue; until then it explains that. */
export function AdminSignInPage() {
  const { t } = useTranslation('admin')
  const user = useSession().data?.user
  if (user && user.role !== 'player') return <Navigate to="/dashboard" replace />

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    notify('info', t('signIn.unavailable'))
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
        <p className="mt-4 flex gap-2 rounded-lg border border-gold-500/30 bg-gold-500/10 p-3 text-xs leading-relaxed text-gold-200">
          <Info aria-hidden size={16} className="mt-px shrink-0" />
          {t('signIn.unavailable')}
        </p>
        <form onSubmit={submit} className="mt-5 space-y-4">
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
          <button type="submit" className={`${buttonClass('gold', 'lg')} w-full`}>
            {t('signIn.submit')}
          </button>
        </form>
      </div>
    </main>
  )
}

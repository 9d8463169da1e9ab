import { hasPermission } from '@khela/contracts/permissions'
import type { Role } from '@khela/contracts/roles'
import { TriangleAlert } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from '../../../lib/i18n.ts'

/** Settings → Compliance, where an administrator enters the licence. */
const complianceSettingsPath = '/dashboard/settings/compliance'

/** Shown while no operator licence is configured: the site must not take real money without one. */
export function LicenceWarning({ role }: { role: Role }) {
  const { t } = useTranslation('admin')
  return (
    <div
      role="alert"
      className="mb-5 flex gap-3 rounded-xl border border-gold-500/40 bg-gold-500/10 p-4 text-sm text-slate-200"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-400" />
      <div>
        <p className="font-semibold text-white">{t('overview.licence.title')}</p>
        <p className="mt-1">{t('overview.licence.body')}</p>
        {hasPermission(role, 'settings.write') ? (
          <Link
            to={complianceSettingsPath}
            className="mt-2 inline-block font-semibold text-gold-300 underline"
          >
            {t('overview.licence.link')}
          </Link>
        ) : (
          <p className="mt-1 text-slate-400">{t('overview.licence.askAdmin')}</p>
        )}
      </div>
    </div>
  )
}

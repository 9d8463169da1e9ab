import type { KycStatus } from '@khela/contracts/kyc'
import { useTranslation } from '../../../lib/i18n.ts'

const styles: Record<KycStatus, string> = {
  none: 'border-night-500 text-slate-300',
  pending: 'border-gold-500/50 bg-gold-500/10 text-gold-300',
  approved: 'border-emerald-500/50 bg-emerald-500/10 text-emerald-300',
  rejected: 'border-ember-500/50 bg-ember-500/10 text-ember-400',
}

export function KycStatusBadge({ status }: { status: KycStatus }) {
  const { t } = useTranslation('admin')
  return (
    <span className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold ${styles[status]}`}>
      {t(`kyc.status.${status}`)}
    </span>
  )
}

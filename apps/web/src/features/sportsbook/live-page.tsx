import { Radio } from 'lucide-react'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { SportsbookFrame } from './sportsbook-frame.tsx'

/** Live: in-play prices need a live feed, which is not connected yet; the sports list leads to what is open. */
export function LivePage() {
  const { t } = useTranslation('sportsbook')
  const common = useTranslation()
  return (
    <SportsbookFrame title={common.t('nav.live')} icon={Radio}>
      <EmptyState icon={Radio} title={t('liveTitle')} body={t('liveBody')} />
    </SportsbookFrame>
  )
}

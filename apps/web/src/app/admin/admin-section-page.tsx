import { Construction } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import type { AdminSection } from './admin-menu.ts'

/** A back-office page whose tools arrive with a later issue: it says what will be managed here. */
export function AdminSectionPage({ section }: { section: AdminSection }) {
  const { t } = useTranslation('admin')
  const [searchParams] = useSearchParams()
  const provider = section === 'gamesapi' ? searchParams.get('provider') : null
  const title = t(`sections.${section}.title`)
  return (
    <>
      <PageHeader
        title={title}
        icon={Construction}
        aside={
          provider && (
            <span className="rounded-full bg-night-700 px-3 py-1 text-xs font-bold uppercase text-gold-300">
              {provider}
            </span>
          )
        }
      />
      <EmptyState icon={Construction} title={t('comingSoon')} body={t(`sections.${section}.body`)} />
    </>
  )
}

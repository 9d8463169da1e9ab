import { Handshake } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { useSession } from '../../../lib/use-session.ts'
import { useMyAffiliate } from '../affiliates-api.ts'
import { PartnerPortal } from './partner-portal.tsx'

/**
 * /partners: the affiliate's own portal, a lazy chunk with the back office's catalogue, never in the player bundle.
 * Anyone else is sent to the programme's page. A suspended affiliate reads its figures but makes no new links
 * (the server refuses them too).
 */
export function PartnerPortalPage() {
  const { t } = useTranslation('admin')
  const session = useSession()
  const user = session.data?.user
  const mine = useMyAffiliate(user?.role === 'affiliate')
  if (session.isPending) return <Spinner label={t('loading')} />
  return (
    <>
      <PageHeader title={t('partners.portal.title')} icon={Handshake} />
      {user?.role === 'affiliate' ? (
        <PartnerPortal
          subject={{ kind: 'own' }}
          mayCreateLinks={mine.data?.affiliate?.status === 'approved'}
        />
      ) : (
        <EmptyState
          icon={Handshake}
          title={t('partners.portal.notAffiliate.title')}
          body={t('partners.portal.notAffiliate.body')}
          action={
            <Link to="/affiliates" className="font-semibold text-gold-300 hover:underline">
              {t('partners.portal.notAffiliate.link')}
            </Link>
          }
        />
      )}
    </>
  )
}

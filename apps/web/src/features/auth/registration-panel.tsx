import { Gift } from 'lucide-react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { openModal } from '../../lib/modal-store.ts'

/** Content of the registration modal, loaded the first time the modal opens. */
export function RegistrationPanel() {
  const { t } = useTranslation()
  return (
    <div className="p-4">
      <p className="mb-4 rounded-xl bg-linear-to-r from-gold-500 to-ember-500 px-4 py-3 text-center text-sm font-extrabold uppercase tracking-wide text-night-950">
        {t('auth.registration.promo')}
      </p>
      <EmptyState
        icon={Gift}
        title={t('auth.registration.comingSoonTitle')}
        body={t('auth.registration.comingSoonBody')}
        action={
          <button type="button" className={buttonClass('outline')} onClick={() => openModal('sign-in')}>
            {t('auth.registration.toSignIn')}
          </button>
        }
      />
    </div>
  )
}

import { LogIn } from 'lucide-react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { openModal } from '../../lib/modal-store.ts'

/** Content of the sign-in modal, loaded the first time the modal opens. */
export function SignInPanel() {
  const { t } = useTranslation()
  return (
    <div className="p-4">
      <EmptyState
        icon={LogIn}
        title={t('auth.signIn.comingSoonTitle')}
        body={t('auth.signIn.comingSoonBody')}
        action={
          <button type="button" className={buttonClass('outline')} onClick={() => openModal('registration')}>
            {t('auth.signIn.toRegistration')}
          </button>
        }
      />
    </div>
  )
}

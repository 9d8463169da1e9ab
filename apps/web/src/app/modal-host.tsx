import { lazy, Suspense } from 'react'
import { Modal } from '../components/ui/modal.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { useTranslation } from '../lib/i18n.ts'
import { closeModal, type ModalName, useOpenModalName } from '../lib/modal-store.ts'

// Modal bodies, with their forms and validation (react-hook-form, zod), load on first open, never with the lobby.
const SignInPanel = lazy(() =>
  import('../features/auth/sign-in-panel.tsx').then((module) => ({ default: module.SignInPanel })),
)
const RegistrationPanel = lazy(() =>
  import('../features/auth/registration-panel.tsx').then((module) => ({ default: module.RegistrationPanel })),
)

const modals = {
  'sign-in': { titleKey: 'auth.signIn.title', Body: SignInPanel },
  registration: { titleKey: 'auth.registration.title', Body: RegistrationPanel },
} as const satisfies Record<ModalName, unknown>

export function ModalHost() {
  const { t } = useTranslation()
  const openName = useOpenModalName()
  return (
    <>
      {(Object.keys(modals) as ModalName[]).map((name) => {
        const { titleKey, Body } = modals[name]
        return (
          <Modal key={name} isOpen={openName === name} onClose={closeModal} title={t(titleKey)} width="wide">
            <Suspense fallback={<Spinner label={t('status.loading')} />}>
              <Body />
            </Suspense>
          </Modal>
        )
      })}
    </>
  )
}

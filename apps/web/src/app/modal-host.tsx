import { lazy, Suspense } from 'react'
import { Modal } from '../components/ui/modal.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { useTranslation } from '../lib/i18n.ts'
import { type AnyModalName, dismissModal, useOpenModalName } from '../lib/modal-store.ts'

// Modal bodies, with their forms and validation (react-hook-form, zod), load on first open, never with the lobby.
const SignInPanel = lazy(() =>
  import('../features/auth/sign-in-panel.tsx').then((module) => ({ default: module.SignInPanel })),
)
const RegistrationPanel = lazy(() =>
  import('../features/auth/registration-panel.tsx').then((module) => ({ default: module.RegistrationPanel })),
)
const CompleteRegistrationPanel = lazy(() =>
  import('../features/auth/complete-registration-panel.tsx').then((module) => ({
    default: module.CompleteRegistrationPanel,
  })),
)
const SectionUnavailableNotice = lazy(() =>
  import('../features/sections/section-unavailable-notice.tsx').then((module) => ({
    default: module.SectionUnavailableNotice,
  })),
)
const DepositModal = lazy(() =>
  import('../features/cashier/cashier-pages.ts').then((module) => ({ default: module.DepositModal })),
)

const modals = {
  'sign-in': { titleKey: 'auth.signIn.title', Body: SignInPanel, width: 'wide' },
  registration: { titleKey: 'auth.registration.title', Body: RegistrationPanel, width: 'wide' },
  'complete-registration': {
    titleKey: 'auth.completion.title',
    Body: CompleteRegistrationPanel,
    width: 'normal',
  },
  'section-unavailable': {
    titleKey: 'sections.unavailable.title',
    Body: SectionUnavailableNotice,
    width: 'normal',
  },
  deposit: { titleKey: 'cashier.deposit.title', Body: DepositModal, width: 'normal' },
} as const satisfies Record<AnyModalName, unknown>

export function ModalHost() {
  const { t } = useTranslation()
  const openName = useOpenModalName()
  return (
    <>
      {(Object.keys(modals) as AnyModalName[]).map((name) => {
        const { titleKey, Body, width } = modals[name]
        return (
          <Modal
            key={name}
            isOpen={openName === name}
            onClose={dismissModal}
            title={t(titleKey)}
            width={width}
          >
            <Suspense fallback={<Spinner label={t('status.loading')} />}>
              <Body />
            </Suspense>
          </Modal>
        )
      })}
    </>
  )
}

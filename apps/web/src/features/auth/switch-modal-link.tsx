import { useTranslation } from '../../lib/i18n.ts'
import { type ModalName, switchModal } from '../../lib/modal-store.ts'

const texts = {
  'sign-in': { question: 'auth.registration.alreadyRegistered', action: 'auth.registration.toSignIn' },
  registration: { question: 'auth.signIn.noAccount', action: 'auth.signIn.toRegistration' },
} as const satisfies Record<ModalName, unknown>

/** 'Already registered? Sign in' and its twin: swaps one account modal for the other. */
export function SwitchModalLink({ to }: { to: ModalName }) {
  const { t } = useTranslation()
  return (
    <p className="text-center text-sm text-slate-400">
      {t(texts[to].question)}{' '}
      <button
        type="button"
        onClick={() => switchModal(to)}
        className="font-semibold text-gold-400 underline-offset-2 hover:underline"
      >
        {t(texts[to].action)}
      </button>
    </p>
  )
}

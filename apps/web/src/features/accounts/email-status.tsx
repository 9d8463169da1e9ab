import type { Profile } from '@khela/contracts/accounts'
import { BadgeCheck } from 'lucide-react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { notify } from '../../lib/toast.ts'
import { useSendVerificationEmail } from './send-verification-email.ts'

/** The email is shown, not edited; until it is confirmed the player can ask for a new link. */
export function EmailStatus({ profile }: { profile: Pick<Profile, 'email' | 'isEmailVerified'> }) {
  const { t } = useTranslation()
  const sendLink = useSendVerificationEmail()
  const send = () =>
    sendLink.mutate(undefined, {
      onSuccess: () => notify('success', t('profile.confirmationSent', { email: profile.email })),
    })
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <FormField label={t('profile.fields.email')}>
          {(control) => <input {...control} value={profile.email} readOnly className={inputClass} />}
        </FormField>
      </div>
      {profile.isEmailVerified ? (
        <span className="mb-2.5 inline-flex items-center gap-1 rounded-full bg-jade-500/15 px-2.5 py-1 text-xs font-semibold text-jade-400">
          <BadgeCheck aria-hidden size={14} />
          {t('profile.emailConfirmed')}
        </span>
      ) : (
        <button
          type="button"
          onClick={send}
          disabled={sendLink.isPending}
          className={buttonClass('outline', 'md')}
        >
          {sendLink.isPending ? '...' : t('profile.sendConfirmation')}
        </button>
      )}
    </div>
  )
}

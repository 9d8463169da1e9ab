import { buttonClass } from '../../components/ui/button-styles.ts'
import { Spinner } from '../../components/ui/spinner.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { useRegistrationSettings } from '../../lib/use-registration-settings.ts'
import { AuthSideArt } from './auth-side-art.tsx'
import { GoogleButton } from './google-button.tsx'
import { RegistrationForm } from './registration-form.tsx'
import { SwitchModalLink } from './switch-modal-link.tsx'

/** Content of the registration modal, loaded with its form the first time the modal opens. */
export function RegistrationPanel() {
  const { t } = useTranslation()
  const settings = useRegistrationSettings()
  return (
    <div className="grid lg:min-h-[36rem] lg:grid-cols-[16rem_1fr]">
      <AuthSideArt />
      <div className="space-y-4 p-5">
        {settings.data ? (
          <>
            <p className="rounded-xl bg-linear-to-r from-gold-500 to-ember-500 px-4 py-3 text-center text-sm font-extrabold uppercase tracking-wide text-night-950">
              {settings.data.promoBanner[currentLanguage()]}
            </p>
            <RegistrationForm settings={settings.data} />
            <GoogleButton isEnabled={settings.data.isGoogleSignInEnabled} />
          </>
        ) : settings.isError ? (
          <div role="alert" className="space-y-3 py-6 text-center text-sm text-slate-300">
            <p>{errorMessage(settings.error)}</p>
            <button type="button" className={buttonClass('outline')} onClick={() => settings.refetch()}>
              {t('actions.retry')}
            </button>
          </div>
        ) : (
          <Spinner label={t('status.loading')} />
        )}
        <SwitchModalLink to="sign-in" />
      </div>
    </div>
  )
}

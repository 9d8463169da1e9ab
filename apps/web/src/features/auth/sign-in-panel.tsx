import { useRegistrationSettings } from '../../lib/use-registration-settings.ts'
import { AuthSideArt } from './auth-side-art.tsx'
import { GoogleButton } from './google-button.tsx'
import { SignInForm } from './sign-in-form.tsx'
import { SwitchModalLink } from './switch-modal-link.tsx'

/** Content of the sign-in modal, loaded with its form the first time the modal opens. */
export function SignInPanel() {
  const settings = useRegistrationSettings()
  return (
    <div className="grid lg:min-h-[28rem] lg:grid-cols-[16rem_1fr]">
      <AuthSideArt />
      <div className="space-y-4 p-5">
        <SignInForm />
        <GoogleButton isEnabled={settings.data?.isGoogleSignInEnabled ?? false} />
        <SwitchModalLink to="registration" />
      </div>
    </div>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { type SignInInput, signInInput } from '@khela/contracts/accounts'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { FormField, inputClass, phoneInputProps } from '../../components/ui/form-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { applyApiFieldErrors } from '../../lib/field-errors.ts'
import { balanceButtonId, focusWhenReady } from '../../lib/focus.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { closeModal, modalReturnTo } from '../../lib/modal-store.ts'
import { dismissToast, notify } from '../../lib/toast.ts'
import { useFieldErrorText } from '../../lib/use-field-error-text.ts'
import { type SignIn, useSignIn } from './use-sign-in.ts'

const methods = ['email', 'phone'] as const
const failureToastId = 'sign-in-failed'
const signInFields = ['email', 'phone', 'password'] as const

type ByMethod<Method> = Omit<Extract<SignInInput, { method: Method }>, 'method'>
/** Both ways in one form: the toggle only changes which input shows, the schema keeps the chosen one. */
type SignInFields = { method: SignInInput['method'] } & ByMethod<'email'> & ByMethod<'phone'>

export function SignInForm() {
  const { t } = useTranslation()
  const fieldErrorText = useFieldErrorText()
  const navigate = useNavigate()
  const signIn = useSignIn()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<SignInFields, unknown, SignIn>({
    // The schema's input is a union by method while the form holds both inputs at once; parsing keeps the
    // chosen method's fields and drops the other, so the union's types are widened here only.
    resolver: zodResolver(signInInput) as unknown as Resolver<SignInFields, unknown, SignIn>,
    defaultValues: { method: 'email', email: '', phone: '', password: '' },
  })
  const method = form.watch('method')
  const { errors } = form.formState

  // The failure is about the credentials as they were sent: once a field changes it no longer holds, and left
  // standing it would contradict the field's own message ('wrong password' beside 'this field is required').
  const clearFailure = () => {
    setFailure(null)
    dismissToast(failureToastId)
  }

  const submit = form.handleSubmit((credentials) => {
    setFailure(null)
    signIn.mutate(credentials, {
      onSuccess: () => {
        notify('success', t('auth.signIn.success'))
        const returnTo = modalReturnTo()
        closeModal()
        // The Sign in button that had focus is gone: focus goes to what took its place, the balance, or to the
        // page the player was going to (the new page's heading takes it).
        if (returnTo) navigate(returnTo)
        else focusWhenReady(() => document.getElementById(balanceButtonId))
      },
      onError: (error) => {
        applyApiFieldErrors(form.setError, error, signInFields)
        // The same words whether the account exists or not, so the form cannot be used to probe for accounts.
        const isBadCredentials = error instanceof ApiError && error.code === 'INVALID_CREDENTIALS'
        const message = isBadCredentials ? t('errors.INVALID_CREDENTIALS') : errorMessage(error)
        setFailure(message)
        notify('error', isBadCredentials ? t('auth.signIn.failed') : message, { id: failureToastId })
        // Focus goes where the player fixes it: the field named in the answer, else the password to retype.
        const fieldWithError = signInFields.find((name) => form.getFieldState(name).error)
        form.setFocus(fieldWithError ?? 'password', { shouldSelect: true })
      },
    })
  })

  return (
    <form
      onSubmit={(event) => {
        // A second press while the first is answered: the button only looks disabled, so it keeps focus.
        if (signIn.isPending) event.preventDefault()
        else void submit(event)
      }}
      onChange={clearFailure}
      noValidate
      className="space-y-4"
    >
      <fieldset>
        <legend className="sr-only">{t('auth.signIn.methodLabel')}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-night-800 p-1">
          {methods.map((option) => (
            <label key={option} className="relative grid">
              <input
                type="radio"
                value={option}
                {...form.register('method')}
                className="peer absolute inset-0 cursor-pointer appearance-none rounded-md focus-visible:outline-2 focus-visible:outline-gold-300"
              />
              <span className="pointer-events-none block rounded-md py-2 text-center text-sm font-bold uppercase text-slate-400 transition peer-checked:bg-gold-500 peer-checked:text-night-950">
                {t(`auth.signIn.methods.${option}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {method === 'email' ? (
        <FormField label={t('auth.fields.email')} error={fieldErrorText(errors.email?.message)}>
          {(control) => (
            <input
              {...control}
              {...form.register('email')}
              type="email"
              autoComplete="username"
              className={inputClass}
            />
          )}
        </FormField>
      ) : (
        <FormField label={t('auth.fields.phone')} error={fieldErrorText(errors.phone?.message)}>
          {(control) => <input {...control} {...form.register('phone')} {...phoneInputProps} />}
        </FormField>
      )}

      <FormField label={t('auth.fields.password')} error={fieldErrorText(errors.password?.message)}>
        {(control) => (
          <input
            {...control}
            {...form.register('password')}
            type="password"
            autoComplete="current-password"
            className={inputClass}
          />
        )}
      </FormField>

      <FormFailure message={failure} />

      <button
        type="submit"
        aria-disabled={signIn.isPending || undefined}
        className={`${buttonClass('gold', 'lg')} w-full`}
      >
        {signIn.isPending ? '...' : t('auth.signIn.submit')}
      </button>
    </form>
  )
}

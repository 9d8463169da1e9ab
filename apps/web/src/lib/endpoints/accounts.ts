import type {
  Profile,
  PromoCodeStatus,
  passwordChange,
  profileUpdate,
  RegistrationSettings,
  registrationCompletion,
  registrationInput,
  signedIn,
  signInInput,
} from '@khela/contracts/accounts'
import type { googleSignInRedirects } from '@khela/contracts/google-sign-in'
import type { CurrentSession } from '@khela/contracts/session'
import type { z } from 'zod'
import { type EmptyBody, endpoint } from '../endpoint.ts'

type SignedIn = z.infer<typeof signedIn>

export const session = endpoint<{ response: CurrentSession }>()('GET', '/api/session')
export const signIn = endpoint<{ body: z.output<typeof signInInput>; response: SignedIn }>()(
  'POST',
  '/api/accounts/sign-in',
)
export const register = endpoint<{ body: z.output<typeof registrationInput>; response: SignedIn }>()(
  'POST',
  '/api/accounts/register',
)
export const completeRegistration = endpoint<{
  body: z.output<typeof registrationCompletion>
  response: Profile
}>()('POST', '/api/accounts/complete-registration')
export const registrationSettings = endpoint<{ response: RegistrationSettings }>()(
  'GET',
  '/api/accounts/registration-settings',
)
export const checkPromoCode = endpoint<{ response: PromoCodeStatus }>()(
  'GET',
  '/api/accounts/promo-codes/:code',
)
export const profile = endpoint<{ response: Profile }>()('GET', '/api/accounts/profile')
export const updateProfile = endpoint<{ body: z.output<typeof profileUpdate>; response: Profile }>()(
  'PUT',
  '/api/accounts/profile',
)
export const changePassword = endpoint<{ body: z.output<typeof passwordChange>; response: undefined }>()(
  'POST',
  '/api/accounts/password',
)
export const sendVerificationEmail = endpoint<{ body: EmptyBody; response: undefined }>()(
  'POST',
  '/api/accounts/verify-email',
)
export const signOutEverywhere = endpoint<{ body: EmptyBody; response: undefined }>()(
  'POST',
  '/api/accounts/sign-out-everywhere',
)
export const signOut = endpoint<{ body: EmptyBody; response: unknown }>()('POST', '/api/auth/sign-out')
/** Better Auth's social sign-in: answers the provider's URL for the popup instead of redirecting. */
export const socialSignIn = endpoint<{
  body: { provider: string; disableRedirect: true } & typeof googleSignInRedirects
  response: { url: string }
}>()('POST', '/api/auth/sign-in/social')

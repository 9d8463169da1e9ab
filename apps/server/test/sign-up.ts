import type { RegistrationInput } from '@khela/contracts/accounts'
import type { App } from '../src/app.ts'

let counter = 0

/** A registration that passes every default rule, unique per call; override any field. */
export function registrationFor(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  counter += 1
  const unique = `${process.pid % 1000}${String(counter).padStart(4, '0')}${Math.floor(Math.random() * 1000)}`
  return {
    email: `player${unique}@example.test`,
    phone: `017${unique.padStart(8, '0').slice(-8)}`,
    password: 'correct-horse-battery',
    currency: 'BDT',
    offer: 'welcome_crash_bonus',
    dateOfBirth: '1990-05-17',
    country: 'BD',
    termsAccepted: true,
    ...overrides,
  }
}

/** Registers a fresh player through the real API and returns its session cookie. */
export async function signUpPlayer(app: App, overrides: Partial<RegistrationInput> = {}) {
  const registration = registrationFor(overrides)
  const response = await app.inject({
    method: 'POST',
    url: '/api/accounts/register',
    headers: { origin: app.services.config.publicUrl },
    payload: registration,
  })
  if (response.statusCode !== 201)
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`)
  const cookie = [response.headers['set-cookie']]
    .flat()
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.split(';')[0])
    .join('; ')
  const { user } = response.json() as { user: { id: string } }
  return { ...registration, cookie, userId: user.id }
}

/** Signs in through the real API, as a browser on the site would. */
export function signIn(
  app: App,
  credentials:
    | { method: 'email'; email: string; password: string }
    | { method: 'phone'; phone: string; password: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/accounts/sign-in',
    headers: { origin: app.services.config.publicUrl },
    payload: credentials,
  })
}

/** The `name=value` session cookie a sign-in or registration response set. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  return String([response.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? ''
}

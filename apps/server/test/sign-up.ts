import type { App } from '../src/app.ts'

let counter = 0

/** Registers a fresh player through the real auth API and returns its session cookie. */
export async function signUpPlayer(app: App, overrides: { email?: string; password?: string } = {}) {
  counter += 1
  const email = overrides.email ?? `player${counter}-${Date.now()}@example.test`
  const password = overrides.password ?? 'correct-horse-battery'
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: app.services.config.publicUrl },
    payload: { email, password, name: 'Test Player' },
  })
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`)
  const cookie = [response.headers['set-cookie']]
    .flat()
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.split(';')[0])
    .join('; ')
  const { user } = response.json() as { user: { id: string } }
  return { email, password, cookie, userId: user.id }
}

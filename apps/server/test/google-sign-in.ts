import { googleProviderId, googleSignInRedirects } from '@khela/contracts/google-sign-in'
import type { App } from '../src/app.ts'

export const googleClient = { clientId: 'khela-test-client', clientSecret: 'khela-test-client-secret' }

/** Cookies by name, for both sites of the flow (they share 127.0.0.1, and their cookie names differ). */
class CookieJar {
  readonly #cookies = new Map<string, string>()

  take(setCookies: unknown) {
    for (const setCookie of [setCookies].flat()) {
      if (typeof setCookie !== 'string') continue
      const [pair = ''] = setCookie.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      if (value === '' || /max-age=0/i.test(setCookie)) this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/**
 * Runs "Continue with Google" the way a browser does: the site starts the authorization-code + PKCE flow,
 * the person signs in at the OpenID provider (or cancels), and the provider's redirect comes back to the
 * site's callback. Returns where the site sent the browser in the end, and its session cookie.
 */
export async function continueWithGoogle(
  app: App,
  person: { email: string; name: string } | 'cancel',
): Promise<{ landedOn: URL; cookie: string }> {
  const jar = new CookieJar()
  const { publicUrl } = app.services.config
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: publicUrl },
    payload: { provider: googleProviderId, ...googleSignInRedirects, disableRedirect: true },
  })
  if (start.statusCode !== 200) throw new Error(`sign-in start answered ${start.statusCode}: ${start.body}`)
  jar.take(start.headers['set-cookie'])

  // At the provider: follow redirects to its sign-in page, submit it, and follow on until it sends the
  // browser back to the site.
  let at = new URL((start.json() as { url: string }).url)
  let form: URLSearchParams | null = null
  for (let hop = 0; at.origin !== publicUrl; hop++) {
    if (hop > 10) throw new Error('the provider never sent the browser back')
    const response = await fetch(at, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form } : {}),
    })
    jar.take(response.headers.getSetCookie())
    form = null
    const location = response.headers.get('location')
    if (location) {
      at = new URL(location, at)
    } else if (response.status === 200 && at.pathname.startsWith('/interaction/')) {
      form =
        person === 'cancel'
          ? new URLSearchParams({ action: 'cancel' })
          : new URLSearchParams({ action: 'sign-in', email: person.email, name: person.name })
    } else {
      throw new Error(`the provider answered ${response.status} at ${at}: ${await response.text()}`)
    }
  }

  const callback = await app.inject({
    method: 'GET',
    url: `${at.pathname}${at.search}`,
    headers: { cookie: jar.header() },
  })
  jar.take(callback.headers['set-cookie'])
  const location = callback.headers.location
  if (callback.statusCode !== 302 || typeof location !== 'string')
    throw new Error(`the callback answered ${callback.statusCode}: ${callback.body}`)
  return { landedOn: new URL(location, publicUrl), cookie: jar.header() }
}

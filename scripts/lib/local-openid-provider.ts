import { createHash, generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Configuration } from 'oidc-provider'

/**
 * A real OpenID Connect provider (the `oidc-provider` package) for the tests: discovery, signed ID tokens,
 * authorization code with PKCE, client authentication. It stands in for Google, so its ID tokens carry the
 * email, name and picture the way Google's do. Its sign-in page takes any email and name: who signs in is
 * the test's choice, everything after that is the protocol.
 */
export interface LocalOpenIdProvider {
  issuer: string
  close(): Promise<void>
}

export interface LocalOpenIdClient {
  clientId: string
  clientSecret: string
  redirectUri: string
}

interface Person {
  email: string
  name: string
}

export async function startLocalOpenIdProvider({
  client,
  host = '127.0.0.1',
  port = 0,
}: {
  client: LocalOpenIdClient
  host?: string
  port?: number
}): Promise<LocalOpenIdProvider> {
  let provider: Provider | undefined
  const server = createServer((request, response) => {
    if (!provider) return void response.writeHead(503).end()
    handle(provider, request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`
  provider = new Provider(issuer, configuration(client))
  // Plain http on 127.0.0.1: the provider must not expect the proxy headers of a TLS deployment.
  provider.proxy = false
  const callback = provider.callback()
  const people = new Map<string, Person>()

  async function handle(of: Provider, request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', issuer)
    const match = /^\/interaction\/([\w-]+)$/.exec(url.pathname)
    if (!match) return callback(request, response)
    const details = await of.interactionDetails(request, response)
    if (request.method === 'GET') return sendSignInPage(response, url.pathname)
    const form = new URLSearchParams(await readBody(request))
    if (form.get('action') === 'cancel') {
      return of.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The person closed the sign-in.',
      })
    }
    const email = (form.get('email') ?? '').trim().toLowerCase()
    const accountId = `local-${createHash('sha256').update(email).digest('hex').slice(0, 20)}`
    people.set(accountId, { email, name: (form.get('name') ?? '').trim() || email })
    // Signing in grants the scopes asked for, as a person clicking "Continue" on Google's consent would.
    const grant = new of.Grant({ accountId, clientId: String(details.params.client_id) })
    grant.addOIDCScope(String(details.params.scope))
    const grantId = await grant.save()
    return of.interactionFinished(request, response, { login: { accountId }, consent: { grantId } })
  }

  function configuration({ clientId, clientSecret, redirectUri }: LocalOpenIdClient): Configuration {
    const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      format: 'jwk',
    })
    return {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [{ ...signingKey, kid: 'local-test-key', alg: 'RS256', use: 'sig' }] },
      cookies: { keys: [createHash('sha256').update(clientSecret).digest('hex')] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
      // Google puts the profile in the ID token itself; so does this provider.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        Grant: 3600,
        IdToken: 600,
        Interaction: 600,
        Session: 3600,
      },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_context, accountId) => {
        const person = people.get(accountId)
        if (!person) return undefined
        return {
          accountId,
          claims: () => ({
            sub: accountId,
            email: person.email,
            email_verified: true,
            name: person.name,
            picture: `${issuer}/pictures/${accountId}.png`,
          }),
        }
      },
    }
  }

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

function sendSignInPage(response: ServerResponse, action: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  response.end(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Local OpenID provider</title></head>
<body>
<h1>Sign in to the local OpenID provider</h1>
<p>A stand-in for Google in the tests.</p>
<form method="post" action="${action}">
<label>Email <input name="email" type="email" required></label>
<label>Name <input name="name" type="text"></label>
<button type="submit" name="action" value="sign-in">Sign in</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>
</body>
</html>`)
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

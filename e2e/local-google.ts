/** The site under test and the local OpenID provider that stands in for Google, both on 127.0.0.1. */
// E2E_PORT moves both (the site on it, the provider on the next), so two checkouts can run specs at once.
export const sitePort = Number(process.env.E2E_PORT ?? 4310)
export const siteUrl = `http://127.0.0.1:${sitePort}`
const googlePort = sitePort + 1

export const localGoogle = {
  port: googlePort,
  issuer: `http://127.0.0.1:${googlePort}`,
  client: {
    clientId: 'khela-e2e',
    clientSecret: 'khela-e2e-client-secret',
    redirectUri: `${siteUrl}/api/auth/callback/google`,
  },
}

/** The site under test and the local OpenID provider that stands in for Google, both on 127.0.0.1. */
export const sitePort = 4310
export const siteUrl = `http://127.0.0.1:${sitePort}`

export const localGoogle = {
  port: 4311,
  issuer: 'http://127.0.0.1:4311',
  client: {
    clientId: 'khela-e2e',
    clientSecret: 'khela-e2e-client-secret',
    redirectUri: `${siteUrl}/api/auth/callback/google`,
  },
}

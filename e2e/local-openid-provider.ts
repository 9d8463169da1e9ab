import { startLocalOpenIdProvider } from '../scripts/lib/local-openid-provider.ts'
import { localGoogle } from './local-google.ts'

// Started by playwright.config.ts next to the site: the OpenID provider the site's Google sign-in uses here.
const provider = await startLocalOpenIdProvider({ client: localGoogle.client, port: localGoogle.port })
process.on('SIGTERM', () => void provider.close().then(() => process.exit(0)))

import Fastify from 'fastify'
import { ZodError } from 'zod'
import { registerAdminRoutes } from './admin.routes.ts'
import type { ProviderConfig } from './config.ts'
import { createFaultSwitch } from './faults.ts'
import { registerPageRoutes } from './page.routes.ts'
import { deliverPendingCalls, type RoundDeps } from './play-round.ts'
import { registerSpinRoutes } from './spin.routes.ts'
import { openStore } from './store.ts'
import { createWalletClient } from './wallet-client.ts'

/** The studio's server, built but not listening (server.ts listens; tests may listen on port 0). */
export function buildProviderApp(config: ProviderConfig) {
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 64 * 1024 })
  const deps: RoundDeps = {
    store: openStore(config.dataDir),
    wallet: createWalletClient({
      url: config.walletUrl,
      providerCode: config.providerCode,
      secret: config.walletSecret,
      timeoutMs: config.walletTimeoutMs,
      retries: config.walletRetries,
    }),
    faults: createFaultSwitch(),
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    // The launch URL carries Khela's token: never hand it on to another site.
    reply.header('referrer-policy', 'no-referrer')
    reply.header(
      'content-security-policy',
      `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors ${config.frameAncestors}`,
    )
  })
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ZodError)
      return reply.code(400).send({ error: { code: 'BAD_REQUEST', issues: error.issues } })
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (status >= 500) request.log.error(error)
    return reply.code(status).send({ error: { code: status >= 500 ? 'INTERNAL' : 'BAD_REQUEST' } })
  })

  app.get('/health', async () => ({ status: 'OK' }))
  registerPageRoutes(app, deps)
  registerSpinRoutes(app, deps)
  registerAdminRoutes(app, config, deps)

  const retryTimer = setInterval(() => {
    deliverPendingCalls(deps).catch((error: unknown) => app.log.error(error))
  }, config.pendingRetryMs)
  retryTimer.unref()
  app.addHook('onClose', async () => clearInterval(retryTimer))
  return { app, deps }
}

export type ProviderApp = ReturnType<typeof buildProviderApp>['app']

import type { FastifyInstance, FastifyRequest } from 'fastify'
import { assertMayPlayFrom } from './find-restricted-ip-country.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that takes a bet: refused with REGION_RESTRICTED from a restricted country's address. */
    isPlay?: boolean
  }
}

/**
 * Bets are refused from restricted countries by IP. The player gates (modules/protection) run inside each bet's
 * money transaction and never see the request; the address is the request's, so the check is a hook that every
 * bet route asks for with `config: { isPlay: true }`, before the handler opens any transaction. Register before
 * the routes: the hook is attached as each route is added.
 */
export function registerPlayRegionChecks(app: FastifyInstance) {
  const check = (request: FastifyRequest) => assertMayPlayFrom(app.services, request.ip)
  app.addHook('onRoute', (route) => {
    if (!route.config?.isPlay) return
    route.preHandler = [check, ...[route.preHandler ?? []].flat()]
  })
}

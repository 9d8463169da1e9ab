import type { FastifyInstance } from 'fastify'

/** Settings → Banking and the player's list of enabled methods. */
export async function paymentMethodsRoutes(_app: FastifyInstance) {}

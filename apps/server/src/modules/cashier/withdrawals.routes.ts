import type { FastifyInstance } from 'fastify'

/** Players' withdrawals (held at once, cancellable while pending) and the back office's decisions on them. */
export async function withdrawalsRoutes(_app: FastifyInstance) {}

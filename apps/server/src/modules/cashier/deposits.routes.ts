import type { FastifyInstance } from 'fastify'

/** Players' deposit requests, their slips, and the back office's decisions on them. */
export async function depositsRoutes(_app: FastifyInstance) {}

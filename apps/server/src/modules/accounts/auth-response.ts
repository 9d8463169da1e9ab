import type { FastifyReply } from 'fastify'

/** Copies the session cookies Better Auth set on its response onto ours. */
export function forwardAuthCookies(response: Response, reply: FastifyReply) {
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie)
}

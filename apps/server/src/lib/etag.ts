import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** A weak ETag: a hash of the JSON body, the same on every instance for the same answer. */
export function etagOf(body: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`
}

/**
 * Sets the ETag and `cache-control: public, no-cache` — browsers and proxies may keep the answer but ask again
 * each time, so a deactivated game leaves the lobby on the next load — and says whether the client's copy is
 * still current, in which case the route answers 304 with no body.
 */
export function isClientCopyFresh(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  etag = etagOf(body),
): boolean {
  reply.header('etag', etag).header('cache-control', 'public, no-cache')
  const ifNoneMatch = request.headers['if-none-match']
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag.slice(2))
}

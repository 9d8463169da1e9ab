import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * The last tracking link a visitor followed: the click's random id, nothing else. The server looks the click up,
 * so the cookie cannot be edited into another affiliate's, and the attribution window is judged from the click's
 * stored time, whatever the browser keeps.
 */
export const referralCookieName = 'khela_ref'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Replaces any earlier click's cookie: the last click wins. */
export function setReferralCookie(
  reply: FastifyReply,
  click: { clickId: string; days: number; isSecure: boolean },
): void {
  reply.setCookie(referralCookieName, click.clickId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: click.isSecure,
    maxAge: click.days * 24 * 60 * 60,
  })
}

/** The click id the visitor's cookie names, or null when there is none or it is not one of ours. */
export function readReferralCookie(request: FastifyRequest): string | null {
  const value = request.cookies[referralCookieName]
  return value && uuidPattern.test(value) ? value : null
}

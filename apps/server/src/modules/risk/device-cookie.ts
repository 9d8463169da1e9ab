import { createHash, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** A long-lived random id per browser, first-party only, to notice accounts that share a device. */
export const deviceCookieName = 'khela_device'

/** Browsers cap a cookie's life at 400 days; every sign-in renews it. */
const deviceCookieMaxAgeSeconds = 400 * 24 * 60 * 60
const deviceIdPattern = /^[A-Za-z0-9_-]{43}$/

/**
 * The visitor's device id from the `khela_device` cookie, or a new one (32 random bytes) when it is missing or
 * not one of ours; either way the cookie is (re)set on the reply: HttpOnly, SameSite=Lax, Secure over https.
 */
export function ensureDeviceId(request: FastifyRequest, reply: FastifyReply, isSecure: boolean): string {
  const current = request.cookies[deviceCookieName]
  const deviceId = current && deviceIdPattern.test(current) ? current : randomBytes(32).toString('base64url')
  reply.setCookie(deviceCookieName, deviceId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    maxAge: deviceCookieMaxAgeSeconds,
  })
  return deviceId
}

/** What the database keeps of a device id: its SHA-256, so the stored rows cannot be replayed as the cookie. */
export function deviceHashOf(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex')
}

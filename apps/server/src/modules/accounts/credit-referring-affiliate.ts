import type { FastifyRequest } from 'fastify'
import { clock } from '../../lib/clock.ts'
import { attributeRegistration } from '../partners/attribute-registration.ts'
import { readReferralCookie } from '../partners/tracking-cookie.ts'

/**
 * After a player's registration has committed: the affiliate link the visitor followed last (its cookie) is
 * credited with the player, if partners' rules allow. A failure is logged and the registration still succeeds: a
 * lost attribution costs an affiliate one player, a refused registration costs the player.
 */
export async function creditReferringAffiliate(request: FastifyRequest, userId: string): Promise<void> {
  try {
    await attributeRegistration(request.server.services.database.db, {
      userId,
      clickId: readReferralCookie(request),
      now: clock.now(),
    })
  } catch (error) {
    request.log.error({ err: error, userId }, 'affiliate attribution failed; the player is not attributed')
  }
}

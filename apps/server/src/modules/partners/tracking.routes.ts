import { subId } from '@khela/contracts/partners'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clock } from '../../lib/clock.ts'
import { findPartnerSettings } from './partner-settings.ts'
import { recordClick } from './record-click.ts'
import { setReferralCookie } from './tracking-cookie.ts'

/** Link codes are 8 characters; anything much longer names no link and is not looked up. */
const maxCodeLength = 64

/**
 * `GET /r/<code>?sub=<campaign>`: an affiliate's tracking link. Outside `/api` so the address is short and reads as
 * the site's own. Whatever it is given it redirects: an unknown code, or a malformed sub-id, lands on the home page
 * or drops the sub-id rather than show a visitor an error.
 */
export async function trackingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { config, database } = app.services
  const isSecure = config.publicUrl.startsWith('https://')

  api.get(
    '/r/:code',
    {
      // Generous: many visitors share a mobile carrier's few addresses, and a refused link is a lost visitor.
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['partners'],
        summary:
          "An affiliate's tracking link: records the click (with `sub`, a campaign sub-id of letters, digits, - and _), sets the first-party `khela_ref` cookie for the operator's attribution window, and redirects (302) to the link's landing page; an unknown link redirects to / without a cookie",
        params: z.object({ code: z.string() }),
        querystring: z.object({ sub: z.string().optional() }),
        response: { 302: z.null().describe('To the landing page: its path in `Location`') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { code } = request.params
      const sub = subId.safeParse(request.query.sub)
      const click =
        code.length > 0 && code.length <= maxCodeLength
          ? await recordClick(database.db, { code, subId: sub.success ? sub.data : null, now: clock.now() })
          : null
      if (!click) return reply.redirect('/', 302)
      const { cookieDays } = await findPartnerSettings(database.db)
      setReferralCookie(reply, { clickId: click.clickId, days: cookieDays, isSecure })
      return reply.redirect(click.landingPath, 302)
    },
  )
}

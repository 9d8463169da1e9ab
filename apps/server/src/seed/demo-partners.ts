import type { Db } from '../db/client.ts'
import { affiliateAttributions, affiliateClicks, affiliateLinks, affiliates } from '../db/schema/partners.ts'

const day = 24 * 60 * 60 * 1000

/**
 * The demo affiliate (affiliate@khela.local) approved, with a Facebook and a Telegram link, a few clicks and the
 * demo players attributed, so its portal and the back office's Affiliators page show figures on a first start.
 */
export async function seedDemoPartners(
  db: Db,
  demo: { affiliateUserId: string; adminUserId: string; playerIds: string[]; now: Date },
): Promise<void> {
  const { now } = demo
  const [affiliate] = await db
    .insert(affiliates)
    .values({
      userId: demo.affiliateUserId,
      status: 'approved',
      channel: 'https://facebook.com/khela-cricket-tips',
      trafficSources: 'Facebook page about cricket, a Telegram channel',
      expectedMonthlyPlayers: 100,
      messenger: 'WhatsApp 01711000099',
      decidedBy: demo.adminUserId,
      decidedAt: new Date(now.getTime() - 20 * day),
      appliedAt: new Date(now.getTime() - 21 * day),
    })
    .returning({ id: affiliates.id })
  if (!affiliate) throw new Error('the demo affiliate was not stored')
  const links = await db
    .insert(affiliateLinks)
    .values([
      { affiliateId: affiliate.id, code: 'demo-fb1', name: 'Facebook page', subId: 'fb', landingPath: '/' },
      {
        affiliateId: affiliate.id,
        code: 'demo-tg1',
        name: 'Telegram channel',
        subId: 'tg',
        landingPath: '/sports',
      },
    ])
    .returning({ id: affiliateLinks.id, subId: affiliateLinks.subId })
  const clicks = await db
    .insert(affiliateClicks)
    .values(
      Array.from({ length: 12 }, (_, index) => {
        const link = links[index % links.length]
        if (!link) throw new Error('the demo links were not stored')
        return { linkId: link.id, subId: link.subId, clickedAt: new Date(now.getTime() - (index % 7) * day) }
      }),
    )
    .returning({
      id: affiliateClicks.id,
      linkId: affiliateClicks.linkId,
      subId: affiliateClicks.subId,
      clickedAt: affiliateClicks.clickedAt,
    })
  const attributions = demo.playerIds.flatMap((userId, index) => {
    const click = clicks[index]
    return click
      ? [
          {
            userId,
            affiliateId: affiliate.id,
            linkId: click.linkId,
            clickId: click.id,
            subId: click.subId,
            clickedAt: click.clickedAt,
            attributedAt: now,
          },
        ]
      : []
  })
  if (attributions.length > 0) await db.insert(affiliateAttributions).values(attributions)
}

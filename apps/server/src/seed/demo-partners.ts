import type { Db } from '../db/client.ts'
import { commissionPlans } from '../db/schema/commissions.ts'
import { affiliateAttributions, affiliateClicks, affiliateLinks, affiliates } from '../db/schema/partners.ts'

const day = 24 * 60 * 60 * 1000

/**
 * The demo affiliate (affiliate@khela.local) approved on the demo commission plan, with a Facebook and a Telegram
 * link, a few clicks and the demo players attributed, so its portal and the back office's Affiliators page show
 * figures on a first start.
 */
export async function seedDemoPartners(
  db: Db,
  demo: { affiliateUserId: string; adminUserId: string; playerIds: string[]; now: Date },
): Promise<void> {
  const { now } = demo
  // The demo plan: 25 % of NGR up to 50,000 taka a period and 35 % above, 500 taka per qualified first deposit.
  const [plan] = await db
    .insert(commissionPlans)
    .values({
      name: 'Standard hybrid',
      kind: 'hybrid',
      currency: 'BDT',
      tiers: [
        { fromNgr: 0, rateBp: 2_500 },
        { fromNgr: 5_000_000, rateBp: 3_500 },
      ],
      cpaAmount: 50_000,
      cpaMinDeposit: 50_000,
      cpaMinTurnover: 100_000,
      minActivePlayers: 1,
      activeMinTurnover: 10_000,
      subAffiliateOverrideBp: 1_000,
      createdBy: demo.adminUserId,
    })
    .returning({ id: commissionPlans.id })
  const [affiliate] = await db
    .insert(affiliates)
    .values({
      planId: plan?.id ?? null,
      negativeCarryOver: true,
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

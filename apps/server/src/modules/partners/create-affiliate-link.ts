import { randomBytes } from 'node:crypto'
import type { AffiliateLink, affiliateLinkInput } from '@khela/contracts/partners'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { affiliateLinks } from '../../db/schema/partners.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { toAffiliateLink } from './find-affiliate-links.ts'

/** 8 characters of base64url: 48 random bits, short enough to read out, too many to guess another's link. */
function newLinkCode(): string {
  return randomBytes(6).toString('base64url')
}

/** An approved affiliate's new tracking link; a clash of random codes is retried with a new one. */
export async function createAffiliateLink(
  db: Db,
  link: { affiliateId: string; input: z.output<typeof affiliateLinkInput> },
): Promise<AffiliateLink> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(affiliateLinks)
        .values({ ...link.input, affiliateId: link.affiliateId, code: newLinkCode() })
        .returning()
      if (!row) throw new Error('the link was not stored')
      return toAffiliateLink(row)
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error, 'affiliate_links_code_unique')) continue
      throw error
    }
  }
}

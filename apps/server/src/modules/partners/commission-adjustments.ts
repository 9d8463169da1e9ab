import type {
  CommissionAdjustment,
  commissionAdjustmentInput,
  PartnerKind,
} from '@khela/contracts/commissions'
import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { and, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { agentNodes } from '../../db/schema/agents.ts'
import { commissionAdjustments, commissionPlans } from '../../db/schema/commissions.ts'
import { affiliates } from '../../db/schema/partners.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'

function toAdjustment(row: typeof commissionAdjustments.$inferSelect): CommissionAdjustment {
  return {
    id: row.id,
    partnerKind: row.partnerKind,
    partnerId: row.partnerId,
    currency: row.currency,
    amount: row.amount,
    isShortfall: row.createdBy === null,
    reason: row.reason,
    createdBy: row.createdBy,
    statementId: row.statementId,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A partner's adjustments, newest first: those waiting for the next statement and those taken. */
export async function findCommissionAdjustments(
  db: Pick<Db, 'select'>,
  partner: { kind: PartnerKind; id: string },
): Promise<CommissionAdjustment[]> {
  if (!isUuid(partner.id)) return []
  const rows = await db
    .select()
    .from(commissionAdjustments)
    .where(
      and(
        eq(commissionAdjustments.partnerKind, partner.kind),
        eq(commissionAdjustments.partnerId, partner.id),
      ),
    )
    .orderBy(desc(commissionAdjustments.createdAt))
    .limit(200)
  return rows.map(toAdjustment)
}

/**
 * Staff correct a partner's commission: the amount (either sign) is added to the partner's next statement, in the
 * currency it is paid in (its plan's, or its node's); a closed statement is never changed. Idempotent by key (a
 * retry after a lost answer adds nothing twice); audited.
 */
export async function createCommissionAdjustment(
  db: Db,
  change: {
    staff: SessionUser
    idempotencyKey: string
    ipAddress: string | null
    input: z.output<typeof commissionAdjustmentInput>
  },
): Promise<{ adjustment: CommissionAdjustment; isReplay: boolean }> {
  const { input, staff } = change
  const { response, isReplay } = await runIdempotentRequest(
    db,
    {
      scope: `partners.commission.adjust:${staff.id}`,
      key: change.idempotencyKey,
      request: { staffId: staff.id, ...input },
    },
    async (tx) => {
      if (!isUuid(input.partnerId)) throw new AppError('NOT_FOUND')
      const currency =
        input.partnerKind === 'affiliate'
          ? (
              await tx
                .select({ currency: commissionPlans.currency })
                .from(affiliates)
                .leftJoin(commissionPlans, eq(commissionPlans.id, affiliates.planId))
                .where(eq(affiliates.id, input.partnerId))
            )[0]
          : (
              await tx
                .select({ currency: agentNodes.currency })
                .from(agentNodes)
                .where(eq(agentNodes.id, input.partnerId))
            )[0]
      if (!currency) throw new AppError('NOT_FOUND')
      if (currency.currency !== input.currency)
        throw new AppError('VALIDATION_FAILED', {
          message: "An adjustment is in the currency the partner's statements are paid in.",
          fields: { currency: 'INVALID_FORMAT' },
        })
      const [row] = await tx
        .insert(commissionAdjustments)
        .values({ ...input, createdBy: staff.id })
        .returning()
      if (!row) throw new Error('adjustment not created')
      await recordAuditEntry(tx, {
        actorId: staff.id,
        action: 'partners.commission.adjust',
        recordType: input.partnerKind === 'affiliate' ? 'affiliate' : 'agent_node',
        recordId: input.partnerId,
        after: input,
        ipAddress: change.ipAddress,
      })
      return toAdjustment(row)
    },
  )
  return { adjustment: response, isReplay }
}

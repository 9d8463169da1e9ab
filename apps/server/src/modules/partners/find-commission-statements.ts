import type {
  CommissionStatement,
  CommissionStatementSummary,
  PartnerKind,
} from '@khela/contracts/commissions'
import { isUuid } from '@khela/contracts/ids'
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentNodes } from '../../db/schema/agents.ts'
import { users } from '../../db/schema/auth.ts'
import { commissionPeriods, commissionStatements } from '../../db/schema/commissions.ts'
import { affiliates } from '../../db/schema/partners.ts'
import { AppError } from '../../lib/app-error.ts'

const maxStatements = 200

/** Statements, newest period first: of one partner, of one period, or both. */
export async function findCommissionStatements(
  db: Pick<Db, 'select'>,
  query: { partnerKind?: PartnerKind; partnerId?: string; periodId?: string },
): Promise<CommissionStatementSummary[]> {
  const rows = await selectStatements(
    db,
    and(
      query.partnerKind ? eq(commissionStatements.partnerKind, query.partnerKind) : undefined,
      query.partnerId ? eq(commissionStatements.partnerId, query.partnerId) : undefined,
      query.periodId ? eq(commissionStatements.periodId, query.periodId) : undefined,
    ),
  )
  return rows.map(({ detail, transferId: _transferId, planName: _planName, ...summary }) => ({
    ...summary,
    revenueShare: detail.revenueShare,
    cpaTotal: detail.cpaTotal,
    overrideTotal: detail.overrideTotal,
    adjustmentTotal: detail.adjustmentTotal,
  }))
}

/** One statement with every line; NOT_FOUND unless it is `partner`'s, when a partner asks. */
export async function findCommissionStatement(
  db: Pick<Db, 'select'>,
  id: string,
  partner?: { kind: PartnerKind; id: string },
): Promise<CommissionStatement> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND')
  const [row] = await selectStatements(db, eq(commissionStatements.id, id))
  if (!row || (partner && (row.partnerKind !== partner.kind || row.partnerId !== partner.id)))
    throw new AppError('NOT_FOUND')
  const { detail, ...statement } = row
  return { ...detail, ...statement }
}

async function selectStatements(db: Pick<Db, 'select'>, where: SQL | undefined) {
  const rows = await db
    .select({
      statement: commissionStatements,
      period: commissionPeriods,
      affiliateName: users.name,
      nodeName: agentNodes.name,
    })
    .from(commissionStatements)
    .innerJoin(commissionPeriods, eq(commissionPeriods.id, commissionStatements.periodId))
    .leftJoin(
      affiliates,
      and(
        eq(commissionStatements.partnerKind, 'affiliate'),
        eq(affiliates.id, commissionStatements.partnerId),
      ),
    )
    .leftJoin(users, eq(users.id, affiliates.userId))
    .leftJoin(
      agentNodes,
      and(eq(commissionStatements.partnerKind, 'agent'), eq(agentNodes.id, commissionStatements.partnerId)),
    )
    .where(where)
    .orderBy(desc(commissionPeriods.endsOn), commissionStatements.partnerKind, commissionStatements.id)
    .limit(maxStatements)
  return rows.map(({ statement, period, affiliateName, nodeName }) => ({
    id: statement.id,
    periodId: period.id,
    cadence: period.cadence,
    startsOn: period.startsOn,
    endsOn: period.endsOn,
    partnerKind: statement.partnerKind,
    partnerId: statement.partnerId,
    partnerName: affiliateName ?? nodeName ?? '',
    currency: statement.currency,
    ngr: statement.ngr,
    paid: statement.paid,
    carryOut: statement.carryOut,
    planName: statement.detail.planName,
    transferId: statement.transferId,
    createdAt: statement.createdAt.toISOString(),
    detail: statement.detail,
  }))
}

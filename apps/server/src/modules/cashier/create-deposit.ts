import {
  amountError,
  type DepositInput,
  type DepositRequest,
  normalisedFieldValue,
  type SubmittedInput,
  textFieldError,
} from '@khela/contracts/cashier'
import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cashierSlips, depositRequests, paymentMethods } from '../../db/schema/cashier.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { assertMayDeposit } from '../../lib/player-gates.ts'
import { requirePlayerAccounts } from '../wallet/require-player-accounts.ts'
import { type IdempotentRequest, runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { slipUrl } from './store-slip.ts'
import { toDepositRequest } from './to-deposit-request.ts'

const uniqueValueIndex = 'deposit_requests_method_unique_value_unique'

/** The idempotency record of a deposit request (the route looks a replay up with it before rate limiting). */
export function depositIdempotency(player: SessionUser, key: string, input: DepositInput): IdempotentRequest {
  // Scoped by player: two players' keys never meet.
  return { scope: `cashier.deposit:${player.id}`, key, request: { userId: player.id, ...input } }
}

/**
 * A player's deposit request, pending until staff decide it; no money moves yet. The method must be enabled for
 * deposits in the player's currency (METHOD_UNAVAILABLE), the amount within its limits, each field valid by the
 * method's rules, each image field a slip of the player's own not used before, and the transaction id (the
 * method's unique field) not submitted before for this method: the partial unique index settles a race. All
 * field errors come at once (VALIDATION_FAILED). The Idempotency-Key makes a retry return the first answer.
 */
export async function createDeposit(
  db: Db,
  deposit: { player: SessionUser; idempotencyKey: string; input: DepositInput },
): Promise<{ response: DepositRequest; isReplay: boolean }> {
  const { player, input } = deposit
  return runIdempotentRequest(db, depositIdempotency(player, deposit.idempotencyKey, input), async (tx) => {
    const accounts = await requirePlayerAccounts(tx, player.id)
    const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, input.methodId))
    if (!method?.isDepositEnabled || method.currency !== accounts.currency)
      throw new AppError('METHOD_UNAVAILABLE')

    const fields: Record<string, string> = {}
    const amountProblem = amountError(input.amount, { min: method.depositMin, max: method.depositMax })
    if (amountProblem) fields.amount = amountProblem

    const inputs: SubmittedInput[] = []
    const slipIds: string[] = []
    let uniqueValue: string | null = null
    let uniqueKey: string | null = null
    for (const field of method.fields) {
      const raw = input.inputs[field.key]
      const at = `inputs.${field.key}`
      if (field.type === 'image') {
        const slipId = raw?.trim() ?? ''
        if (slipId === '') {
          if (field.isRequired) fields[at] = 'REQUIRED'
          continue
        }
        if (!isUuid(slipId) || slipIds.includes(slipId)) {
          fields[at] = 'SLIP_UNAVAILABLE'
          continue
        }
        slipIds.push(slipId)
        inputs.push({ key: field.key, label: field.label, type: 'image', value: slipUrl(slipId) })
        continue
      }
      const problem = textFieldError(field, raw)
      if (problem) {
        fields[at] = problem
        continue
      }
      const value = normalisedFieldValue(field, raw ?? '')
      if (value === '') continue
      inputs.push({ key: field.key, label: field.label, type: 'text', value })
      if (field.isUnique) {
        uniqueValue = value
        uniqueKey = field.key
      }
    }

    const slipField = (slipId: string) =>
      method.fields.find((field) => input.inputs[field.key]?.trim() === slipId)?.key
    for (const slipId of await unavailableSlips(tx, player.id, slipIds)) {
      const key = slipField(slipId)
      if (key) fields[`inputs.${key}`] = 'SLIP_UNAVAILABLE'
    }
    for (const slipId of await alreadyClaimedSlips(tx, slipIds)) {
      const key = slipField(slipId)
      if (key && !fields[`inputs.${key}`]) fields[`inputs.${key}`] = 'SLIP_ALREADY_USED'
    }
    if (uniqueValue !== null && uniqueKey !== null) {
      const [taken] = await tx
        .select({ id: depositRequests.id })
        .from(depositRequests)
        .where(and(eq(depositRequests.methodId, method.id), eq(depositRequests.uniqueValue, uniqueValue)))
      if (taken) fields[`inputs.${uniqueKey}`] = 'TRANSACTION_ID_TAKEN'
    }
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields })
    await assertMayDeposit(tx, { userId: player.id, amount: input.amount, currency: accounts.currency })

    try {
      const [row] = await tx
        .insert(depositRequests)
        .values({
          userId: player.id,
          methodId: method.id,
          methodCode: method.code,
          methodName: method.name,
          gateway: method.gateway,
          amount: input.amount,
          currency: method.currency,
          inputs,
          uniqueValue,
          slipId: slipIds[0] ?? null,
          isBonusDeclined: input.declineBonus ?? false,
          bonusPromoCode: input.promoCode ?? null,
        })
        .returning()
      if (!row) throw new Error('deposit insert returned no row')
      for (const slipId of slipIds) {
        // The slip becomes this deposit's, once: a concurrent deposit naming it finds deposit_id set.
        const used = await tx
          .update(cashierSlips)
          .set({ depositId: row.id })
          .where(
            and(
              eq(cashierSlips.id, slipId),
              eq(cashierSlips.userId, player.id),
              isNull(cashierSlips.depositId),
            ),
          )
          .returning({ id: cashierSlips.id })
        if (used.length === 0)
          throw new AppError('VALIDATION_FAILED', {
            fields: { [`inputs.${slipField(slipId)}`]: 'SLIP_UNAVAILABLE' },
          })
      }
      return toDepositRequest(row)
    } catch (error) {
      // Another request with this transaction id committed between the check and the insert.
      if (uniqueKey && isUniqueViolation(error, uniqueValueIndex))
        throw new AppError('VALIDATION_FAILED', {
          fields: { [`inputs.${uniqueKey}`]: 'TRANSACTION_ID_TAKEN' },
        })
      throw error
    }
  })
}

/**
 * The slips among `slipIds` the player cannot use: another player's, unknown, or already used by a deposit
 * (`deposit_id` set). A plain read so every field error comes at once; the conditional update after the insert
 * settles a race between two deposits naming one slip.
 */
async function unavailableSlips(tx: Db, userId: string, slipIds: string[]): Promise<string[]> {
  if (slipIds.length === 0) return []
  const free = await tx
    .select({ id: cashierSlips.id })
    .from(cashierSlips)
    .where(
      and(inArray(cashierSlips.id, slipIds), eq(cashierSlips.userId, userId), isNull(cashierSlips.depositId)),
    )
  const freeIds = new Set(free.map((slip) => slip.id))
  return slipIds.filter((id) => !freeIds.has(id))
}

/**
 * The slips among `slipIds` whose picture (the same bytes, so the same content-hash `file_key`) is already on
 * another deposit that was not rejected: one bank transfer is claimed once, whoever uploads its screenshot again.
 * A rejected deposit's picture may be sent again (with a new upload): the rejection settled that claim. A
 * transaction-scoped advisory lock per picture makes two deposits with the same picture at once take turns.
 */
async function alreadyClaimedSlips(tx: Db, slipIds: string[]): Promise<string[]> {
  if (slipIds.length === 0) return []
  const slips = await tx
    .select({ id: cashierSlips.id, fileKey: cashierSlips.fileKey })
    .from(cashierSlips)
    .where(inArray(cashierSlips.id, slipIds))
  const fileKeys = [...new Set(slips.map((slip) => slip.fileKey))].sort()
  for (const fileKey of fileKeys)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cashier-slip:${fileKey}`}))`)
  if (fileKeys.length === 0) return []
  const claimed = await tx
    .selectDistinct({ fileKey: cashierSlips.fileKey })
    .from(cashierSlips)
    .innerJoin(depositRequests, eq(depositRequests.id, cashierSlips.depositId))
    .where(and(inArray(cashierSlips.fileKey, fileKeys), ne(depositRequests.status, 'rejected')))
  const claimedKeys = new Set(claimed.map((row) => row.fileKey))
  return slips.filter((slip) => claimedKeys.has(slip.fileKey)).map((slip) => slip.id)
}

import { and, asc, eq, gt, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBets } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { publishBalanceChanged } from '../wallet/publish-balance-changed.ts'
import { cashOutSportBet } from './cash-out-sport-bet.ts'
import { findCashOutLegs, priceCashOut } from './price-cash-out.ts'
import { publishSportBetsChanged } from './publish-sport-bets-changed.ts'
import { findSportsbookSettings } from './sportsbook-settings.ts'

type Realtime = { publish(channel: string, data: unknown): Promise<void> }
type Logger = { warn(obj: object, msg: string): void }

const batchSize = 200

/**
 * The automatic cash-out (the leader, every few seconds): every open bet whose player set an amount is priced as
 * My Bets prices it, and those whose offer has reached the amount are cashed out in full by cashOutSportBet, which
 * prices it again under its locks and refuses if the offer fell back meanwhile (the bet then waits for the next
 * sweep). The key `auto-cash-out:<bet>` makes a sweep that overlaps another pay once. Players paid hear of it
 * (their balance and their bets).
 * Returns the bets cashed out.
 */
export async function runAutoCashOuts(
  db: Db,
  services: { realtime: Realtime; log: Logger },
): Promise<string[]> {
  const settings = await findSportsbookSettings(db)
  const cashedOut: string[] = []
  let after: string | undefined
  for (;;) {
    const bets = await db
      .select()
      .from(sportBets)
      .where(
        and(
          eq(sportBets.status, 'open'),
          isNotNull(sportBets.autoCashOutAt),
          after ? gt(sportBets.id, after) : undefined,
        ),
      )
      .orderBy(asc(sportBets.id))
      .limit(batchSize)
    if (bets.length === 0) break
    after = bets.at(-1)?.id
    const legsByBet = await findCashOutLegs(
      db,
      bets.map((bet) => bet.id),
    )
    for (const bet of bets) {
      const priced = priceCashOut(bet, legsByBet.get(bet.id) ?? [], settings)
      if (priced.offer === null || bet.autoCashOutAt === null || priced.offer < bet.autoCashOutAt) continue
      try {
        await cashOutSportBet(db, services, {
          userId: bet.userId,
          betId: bet.id,
          idempotencyKey: `auto-cash-out:${bet.id}`,
          cashOut: { kind: 'automatic' },
        })
        cashedOut.push(bet.id)
        await Promise.all([
          publishBalanceChanged(services.realtime, bet.userId),
          publishSportBetsChanged(services.realtime, bet.userId),
        ]).catch((error: unknown) => services.log.warn({ err: error }, 'realtime hint not published'))
      } catch (error) {
        // Refused under its locks (the offer fell back, a market suspended, settlement took it): the next sweep
        // looks again. Anything else is a fault worth a line in the log, and the other bets still go on.
        if (!(error instanceof AppError))
          services.log.warn({ err: error, betId: bet.id }, 'auto cash-out failed')
      }
    }
    if (bets.length < batchSize) break
  }
  return cashedOut
}

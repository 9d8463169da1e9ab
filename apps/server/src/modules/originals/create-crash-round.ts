import { createHash } from 'node:crypto'
import { generateServerSeed } from '@khela/contracts/fairness'
import { crashPoint } from '@khela/contracts/fairness-crash'
import { CRASH_CHAIN_LENGTH } from '@khela/contracts/originals'
import { asc, desc, eq, max, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { crashChains, crashRounds } from '../../db/schema/originals.ts'
import type { CrashRoundRow } from './crash-bet-view.ts'
import { type CrashSeedCache, crashChainSeeds } from './crash-chain-seeds.ts'
import { findOriginalsSettings } from './find-originals-settings.ts'

/**
 * Makes round creation (and a new chain at a chain's end) take turns across instances, for the length of the
 * creating transaction. Advisory keys in use: 727_001 migrations, 727_002 leader, 727_003 demo seed, 727_004
 * categories, 727_005 game imports, 727_006 this.
 */
const crashRoundsLockKey = 727_006

/**
 * The next round, taking bets from now until `now + bettingMs`: the next seed of the current chain (a new chain,
 * its commitment public from now on, when there is none or it is used up or ended), its crash point at the edge in
 * force now (round 1's once its bets have fixed the chain's salt, at take-off), and the payout cap in force now (used at take-off). There is one unfinished round at a time: under a transaction-level advisory lock, a round not yet
 * crashed is returned instead of making another, so two leaders for a moment (a paused process resuming, a
 * demotion racing a re-election) cannot leave a round taking bets for ever behind a newer one, nor make two chains.
 */
export async function createCrashRound(
  db: Db,
  seeds: CrashSeedCache,
  options: { now: number; bettingMs: number; chainLength?: number },
): Promise<CrashRoundRow> {
  const settings = await findOriginalsSettings(db)
  const edgeBps = settings.games.crash.edgeBps
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${crashRoundsLockKey})`)
    const [unfinished] = await tx
      .select()
      .from(crashRounds)
      .where(ne(crashRounds.phase, 'crashed'))
      .orderBy(asc(crashRounds.id))
      .limit(1)
    if (unfinished) return unfinished
    let [chain] = await tx.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1)
    const [played] = chain
      ? await tx
          .select({ last: max(crashRounds.roundNumber) })
          .from(crashRounds)
          .where(eq(crashRounds.chainId, chain.id))
      : []
    let roundNumber = (played?.last ?? 0) + 1
    if (!chain || roundNumber > chain.length || chain.endedAt) {
      chain = await createCrashChain(tx, options.chainLength ?? CRASH_CHAIN_LENGTH)
      roundNumber = 1
    }
    const seed = seeds.seedOf(chain, roundNumber)
    const [round] = await tx
      .insert(crashRounds)
      .values({
        chainId: chain.id,
        roundNumber,
        seed,
        // Round 1's waits for the chain's salt, fixed when its betting closes (take-off).
        crashPoint: chain.salt === null ? null : await crashPoint(seed, chain.salt, edgeBps),
        edgeBps,
        payoutCap: settings.crashRoundPayoutCap,
        bettingEndsAt: new Date(options.now + options.bettingMs),
      })
      .returning()
    if (!round) throw new Error('crash round not inserted')
    return round
  })
}

async function createCrashChain(db: Db, length: number) {
  const terminalSeed = generateServerSeed()
  const [roundOneSeed] = crashChainSeeds(terminalSeed, length)
  const commitment = createHash('sha256')
    .update(roundOneSeed as string)
    .digest('hex')
  const [chain] = await db.insert(crashChains).values({ commitment, terminalSeed, length }).returning()
  if (!chain) throw new Error('crash chain not inserted')
  return chain
}

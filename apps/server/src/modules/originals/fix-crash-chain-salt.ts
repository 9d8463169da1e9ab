import { crashChainSalt, crashSaltInputs } from '@khela/contracts/fairness-crash'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { crashChains, gameBets } from '../../db/schema/originals.ts'

/**
 * The salt of the round's chain, fixed here if it is not yet: called at take-off, in its transaction, once betting
 * has closed, so round 1's bets — each with its player's client seed — are final. With no bet carrying a client
 * seed, the salt is the commitment's own hash and the chain ends after this round (nothing rode on it). The chain
 * row is locked, so two leaders at once fix one salt.
 */
export async function fixCrashChainSalt(tx: Db, round: { id: number; chainId: number }): Promise<string> {
  const [chain] = await tx.select().from(crashChains).where(eq(crashChains.id, round.chainId)).for('update')
  if (!chain) throw new Error(`crash round ${round.id}: chain ${round.chainId} is missing`)
  if (chain.salt !== null) return chain.salt
  const bets = await tx
    .select({ clientSeed: gameBets.clientSeed })
    .from(gameBets)
    .where(and(eq(gameBets.roundId, round.id), isNotNull(gameBets.clientSeed)))
  const clientSeeds = crashSaltInputs(bets.map((bet) => bet.clientSeed ?? ''))
  const salt = await crashChainSalt(chain.commitment, clientSeeds)
  await tx
    .update(crashChains)
    .set({ salt, saltClientSeeds: clientSeeds, endedAt: clientSeeds.length === 0 ? new Date() : null })
    .where(eq(crashChains.id, chain.id))
  return salt
}

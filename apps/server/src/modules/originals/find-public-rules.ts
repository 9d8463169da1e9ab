import { fairGames } from '@khela/contracts/fairness'
import type { PublicGameRules } from '@khela/contracts/originals'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fairSeeds } from '../../db/schema/originals.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'
import { findOriginalsSettings } from './find-originals-settings.ts'

/**
 * Each game's published rules: enabled, stake limits and the edge in force. For a signed-in player with a seed
 * pair, the per-bet games show the pair's edges (an edge change applies from their next pair); Crash, and anyone
 * else, the settings' (a pair made now takes exactly those). Reading never creates a pair.
 */
export async function findPublicRules(db: Db, userId: string | null): Promise<PublicGameRules[]> {
  const settings = await findOriginalsSettings(db)
  const [seed, accounts] = userId
    ? await Promise.all([
        db
          .select({ edgesBps: fairSeeds.edgesBps })
          .from(fairSeeds)
          .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)))
          .then(([row]) => row),
        findPlayerAccounts(db, userId),
      ])
    : [undefined, null]
  return fairGames.map((game) => {
    const rules = settings.games[game]
    const seedEdge = game === 'crash' ? undefined : seed?.edgesBps[game]
    return {
      game,
      isEnabled: rules.isEnabled,
      minStake: rules.minStake,
      maxStake: rules.maxStake,
      edgeBps: seedEdge ?? rules.edgeBps,
      maxPayout: settings.maxPayoutPerBet,
      currency: accounts?.currency ?? 'BDT',
    }
  })
}

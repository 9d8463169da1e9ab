import type { PlaySession, Store } from './store.ts'

/** The player's unused free-round grants on the session's game and currency, oldest first. */
export function findFreeRounds(store: Store, session: PlaySession) {
  if (session.mode !== 'real') return []
  return store
    .grants()
    .filter(
      (grant) =>
        grant.player === session.player &&
        grant.game === session.game &&
        grant.currency === session.currency &&
        grant.remaining > 0,
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

import type { Db } from '../../db/client.ts'
import type {
  ProviderRoundStatus,
  ProviderTransactionKind,
  ProviderTransactionState,
} from '../../db/schema/providers.ts'
import type { PlayerAccounts } from '../wallet/find-player-accounts.ts'

/** A round as a call needs it; `id` is a new one's, made here, until the call saves it. */
export type Round = { id: string; roundRef: string }
export type Stored = {
  id: string
  kind: ProviderTransactionKind
  state: ProviderTransactionState
  roundId: string
  userId: string
  amount: number
  transactionRef: string
  /** The bonus side of the amount (the columns' comments in db/schema/providers.ts). */
  bonusGrantId: string | null
  bonusStake: number
  bonusWagered: number
  requestHash: string
  response: string
}

/** What one wallet call works with inside its transaction (run-wallet-call.ts). */
export type CallContext = {
  tx: Db
  providerCode: string
  userId: string
  accounts: PlayerAccounts
  requestHash: string
  facts: CallFacts
  /**
   * Whether a grant of the player's may hold money after the call: it did when the call began, or the call paid
   * into one. Only then does the answer's balance read the grant in play: a player without bonus money pays no
   * round trip for it.
   */
  mayHoldBonus: boolean
}

export type RoundFacts = { id: string; roundRef: string; userId: string; status: ProviderRoundStatus }

/** What a transaction call decides on, read in one statement once the player's lock is held. */
export type CallFacts = {
  /** This call's transaction id seen before: a replay or a reuse. */
  stored: Stored | null
  /** A rollback that came before the transaction it names: this call's. */
  hasTombstone: boolean
  /** The round the call names, whoever's it is. */
  round: RoundFacts | null
  /** The transaction a win pays or a rollback undoes. */
  referenced: Stored | null
  /** Null for a user who does not exist. */
  isBanned: boolean | null
  isGameActive: boolean
  /** The provider's clearing account in the call's currency, null until its first money move. */
  clearingId: string | null
  /** The catalogue categories the game is listed in: its product in a bonus's wagering (provider-bonus-product.ts). */
  categorySlugs: string[]
}

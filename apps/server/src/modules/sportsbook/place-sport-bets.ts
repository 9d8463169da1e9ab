import type { PlacedSportBet } from '@khela/contracts/sportsbook-placement'
import type { Db } from '../../db/client.ts'
import { runFinalStatement } from '../../db/run-prepared.ts'
import { AppError } from '../../lib/app-error.ts'
import { hashOf, type KeyRecord } from '../wallet/run-idempotent-request.ts'
import { lockPlacements } from './lock-placement.ts'
import {
  idempotentPlacement,
  type PreparedSportBet,
  placementLocks,
  placeSportBet,
  prepareSportBet,
  type SportBetPlacement,
} from './place-sport-bet.ts'
import { marketsAtLiabilityLimit, suspendMarketsAtLiabilityLimit } from './sport-liability.ts'
import { sportBetsWriteStatement, sportBetsWritten } from './write-sport-bet.ts'

type Placed = { response: PlacedSportBet; isReplay: boolean }

/** The most bets one transaction places together. */
const MAX_BATCH = 16

/**
 * Places the bets of one app (the bet route's, so one per serving process): each as placeSportBet would, but bets
 * that arrive while a placement runs wait and then go together, those of different players in one transaction
 * (placeTogether), up to MAX_BATCH at a time. A transaction's fixed cost (its BEGIN and COMMIT, their round trips
 * and the commit's flush) is then shared; each bet still makes its own statements and decisions, under the same
 * locks and gates, with the same answer. One placement at a time: more at once made smaller batches and cost more
 * per bet (docs/decisions/0020). A bet that arrives while none runs starts at once: an idle site waits for nothing.
 */
export function sportBetPlacer(db: Db): (request: SportBetPlacement) => Promise<Placed> {
  const waiting: Waiting[] = []
  let running = false
  const start = () => {
    if (running || waiting.length === 0) return
    running = true
    void placeBatch(db, takeBatch(waiting, MAX_BATCH)).finally(() => {
      running = false
      start()
    })
  }
  return (request) =>
    new Promise<Placed>((resolve, reject) => {
      waiting.push({ request, resolve, reject })
      start()
    })
}

type Waiting = {
  request: SportBetPlacement
  resolve: (placed: Placed) => void
  reject: (error: unknown) => void
}

/** The first `maxBatch` waiting bets of different players, in the order they came; the rest keep their places. */
function takeBatch(waiting: Waiting[], maxBatch: number): Waiting[] {
  const players = new Set<string>()
  const batch: Waiting[] = []
  for (let index = 0; index < waiting.length && batch.length < maxBatch; ) {
    const next = waiting[index] as Waiting
    if (players.has(next.request.userId)) index++
    else {
      players.add(next.request.userId)
      batch.push(next)
      waiting.splice(index, 1)
    }
  }
  return batch
}

/**
 * The batch together, then on its own (placeSportBet) each bet the transaction left out: every bet of a batch
 * whose transaction failed, and a bet it refused or could not decide alone, so that such a bet's answer (a
 * refusal, an earlier answer under its key, a liability limit's room) is always placeSportBet's own.
 */
async function placeBatch(db: Db, batch: Waiting[]): Promise<void> {
  const together =
    batch.length > 1
      ? await placeTogether(
          db,
          batch.map((waiting) => waiting.request),
        ).catch(() => null)
      : null
  // As placeSportBet does once its bet has committed; an error here is the answer of the bets placed together.
  const suspended = together
    ? suspendMarketsAtLiabilityLimit(db, together.marketsAtLimit).then(
        () => null,
        (error: unknown) => error,
      )
    : null
  await Promise.all(
    batch.map(async (waiting, index) => {
      try {
        const placed = together?.answers[index]
        if (!placed) return waiting.resolve(await placeSportBet(db, waiting.request))
        const error = await suspended
        if (error) throw error
        waiting.resolve(placed)
      } catch (error) {
        waiting.reject(error)
      }
    }),
  )
}

/**
 * Bets of different players in one transaction, in two round trips on PostgreSQL as one bet's: every player's cash
 * row and every bet's markets locked and their facts read (lockPlacements, the cash rows in their id order), each bet
 * decided on its facts alone (prepareSportBet with `noStatements`), then every bet's writes in one statement
 * (write-sport-bet.ts, whose liability upsert takes the rows in selection order, so that two batches never wait on
 * each other's rows in turn), committed with it. Each bet's answer in the order given, or null for one left to
 * placeSportBet: refused, without a wallet, or needing a statement of its own (bonus money, a responsible-gambling
 * sum, the book's first liability account), which it may not add here since a refusal after it would leave it
 * written. A refusal by the write (a key already used, a liability limit passed) rolls the whole transaction back
 * and throws. With the answers, the markets the bets brought to their liability limit, to suspend once committed.
 */
async function placeTogether(
  db: Db,
  requests: readonly SportBetPlacement[],
): Promise<{ answers: (Placed | null)[]; marketsAtLimit: string[] }> {
  const answers: (Placed | null)[] = requests.map(() => null)
  const marketsAtLimit = new Set<string>()
  await db.transaction(async (tx) => {
    const facts = await lockPlacements(tx, requests.map(placementLocks))
    const prepared: { index: number; bet: PreparedSportBet }[] = []
    for (const [index, request] of requests.entries()) {
      const betFacts = facts[index]
      if (!betFacts) continue
      const bet = await prepareSportBet(noStatements, request, betFacts, keyRecordOf(request)).catch(
        (error: unknown) => {
          if (error instanceof AppError || error instanceof NeedsItsOwnTransaction) return null
          throw error
        },
      )
      if (bet) prepared.push({ index, bet })
    }
    // Only locks were taken: the transaction's owner commits it.
    if (prepared.length === 0) return
    const writes = prepared.map(({ bet }) => bet.write)
    const { name, text, values } = sportBetsWriteStatement(writes)
    const rows = await runFinalStatement(tx, name, text, values)
    for (const [position, written] of sportBetsWritten(writes, rows).entries()) {
      const { index, bet } = prepared[position] as (typeof prepared)[number]
      // Null: its balance fell short after all; nothing of it was written, and placeSportBet answers it.
      if (!written) continue
      if (written.liability !== null)
        for (const market of marketsAtLiabilityLimit(bet.write.legs, written.liability))
          marketsAtLimit.add(market)
      answers[index] = { response: bet.response, isReplay: false }
    }
  })
  return { answers, marketsAtLimit: [...marketsAtLimit] }
}

/** The key's record for the bet's write; the write stores it or, taken, refuses and rolls the batch back. */
function keyRecordOf(request: SportBetPlacement): KeyRecord {
  const idempotent = idempotentPlacement(request)
  return {
    scope: idempotent.scope,
    key: idempotent.key,
    requestHash: hashOf(idempotent.request),
    stored() {},
  }
}

/** Thrown by `noStatements`: the bet needs a statement of its own before its write. */
class NeedsItsOwnTransaction extends Error {}

/** A transaction that runs nothing: any use of it throws NeedsItsOwnTransaction before a statement is sent. */
const noStatements = new Proxy({} as Db, {
  get() {
    throw new NeedsItsOwnTransaction()
  },
})

import { providerHeaders } from '@khela/contracts/provider-wallet'
import { describe, expect, it } from 'vitest'
import { depositFor, expectCleanLedger } from '../../../test/ledger.ts'
import { addWalletProvider, launchFor, type TestProvider } from '../../../test/provider-wallet.ts'
import { useServerProcesses } from '../../../test/server-process.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { signRequest } from '../../lib/request-signature.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'

// A real server process on PostgreSQL (an embedded PGlite belongs to one process), killed while bets arrive.
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const testApp = useTestApp()
const servers = useServerProcesses()

type Outcome = 'taken' | 'refused' | 'unknown'

/** One signed call to a server over HTTP, as the provider's game server sends it. */
async function call(url: string, provider: TestProvider, name: string, body: object): Promise<Response> {
  const raw = JSON.stringify(body)
  const timestamp = String(Math.floor(Date.now() / 1000))
  return fetch(`${url}/api/provider/v1/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [providerHeaders.provider]: provider.code,
      [providerHeaders.timestamp]: timestamp,
      [providerHeaders.signature]: signRequest(provider.secret, timestamp, raw),
    },
    body: raw,
  })
}

describe.runIf(isPostgres)('a server killed while provider bets arrive', () => {
  it("loses and doubles nothing: the provider's retries and rollbacks leave the ledger reconciled", async () => {
    const config = testApp().services.config
    if (config.database.driver !== 'pg') throw new Error('PostgreSQL only')
    const env = { SECRETS_KEY: config.secretsKey.toString('base64') }
    const provider = await addWalletProvider(testApp())
    const players = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const player = await signUpPlayer(testApp())
        await depositFor(testApp(), player.userId, 100_000)
        const token = await launchFor(testApp(), provider, player.userId)
        return { id: player.userId, base: { token, player: player.userId, currency: 'BDT', game: 'slot-1' } }
      }),
    )
    const bets = players.flatMap((player) =>
      Array.from({ length: 6 }, (_, index) => ({
        player,
        body: {
          ...player.base,
          round: `${player.id}-r${index}`,
          transaction: `${player.id}-b${index}`,
          amount: 1_000,
        },
      })),
    )

    const first = await servers.start(config.database.url, env)
    const outcomes = new Map<string, Outcome>()
    let onTaken = () => {}
    const tenTaken = new Promise<void>((resolve) => {
      onTaken = () =>
        [...outcomes.values()].filter((outcome) => outcome === 'taken').length >= 10 && resolve()
    })
    const sending = bets.map(async (bet) => {
      try {
        const response = await call(first.url, provider, 'bet', bet.body)
        outcomes.set(bet.body.transaction, response.status === 200 ? 'taken' : 'refused')
        onTaken()
      } catch {
        outcomes.set(bet.body.transaction, 'unknown')
      }
    })
    // Killed once some bets have been answered, with others on their way.
    await Promise.race([Promise.all(sending), tenTaken])
    first.child.kill('SIGKILL')
    await first.exited
    await Promise.all(sending)
    const unknown = bets.filter((bet) => outcomes.get(bet.body.transaction) === 'unknown')
    const counts = (outcome: Outcome) => [...outcomes.values()].filter((found) => found === outcome).length
    // The kill fell between bets: some were answered, some were on their way and got no answer.
    expect(counts('taken')).toBeGreaterThanOrEqual(10)
    expect(unknown.length).toBeGreaterThan(0)

    // The provider, on a new instance: each bet without an answer is rolled back (it never heard whether it was
    // taken), then its late retry arrives too, as an aggregator's do.
    const second = await servers.start(config.database.url, env)
    for (const bet of unknown) {
      const rollback = await call(second.url, provider, 'rollback', {
        ...bet.player.base,
        round: bet.body.round,
        transaction: `${bet.body.transaction}-rb`,
        reference: bet.body.transaction,
        roundClosed: true,
      })
      expect(rollback.status).toBe(200)
      const late = await call(second.url, provider, 'bet', bet.body)
      expect(late.status).toBe(200)
      expect(((await late.json()) as { status: string }).status).toBe('OK')
    }
    // A bet that was answered and is sent again gets the same answer and moves nothing.
    const answered = bets.find((bet) => outcomes.get(bet.body.transaction) === 'taken')
    if (answered) expect((await call(second.url, provider, 'bet', answered.body)).status).toBe(200)

    for (const player of players) {
      const taken = bets.filter(
        (bet) => bet.player === player && outcomes.get(bet.body.transaction) === 'taken',
      ).length
      const accounts = await findPlayerAccounts(testApp().services.database.db, player.id)
      expect(accounts?.balances.player_cash).toBe(100_000 - taken * 1_000)
    }
    expect(outcomes.size).toBe(bets.length)
    await expectCleanLedger(testApp())
  }, 90_000)
})

import { randomBytes, randomUUID } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { providerHeaders } from '@khela/contracts/provider-wallet'
import autocannon from 'autocannon'
import { createDatabase } from '../apps/server/src/db/client.ts'
import { users } from '../apps/server/src/db/schema/auth.ts'
import { gameProviders, games } from '../apps/server/src/db/schema/catalog.ts'
import { providerCredentials } from '../apps/server/src/db/schema/provider-credentials.ts'
import { signRequest } from '../apps/server/src/lib/request-signature.ts'
import { encryptSecret } from '../apps/server/src/lib/secret-box.ts'
import { secretPlace } from '../apps/server/src/modules/catalog/get-provider-credentials.ts'
import { createLaunchSession } from '../apps/server/src/modules/providers/launch-sessions.ts'
import { ensureOperatorAccount } from '../apps/server/src/modules/wallet/ensure-operator-account.ts'
import { ensurePlayerAccounts } from '../apps/server/src/modules/wallet/ensure-player-accounts.ts'
import { findPlayerAccounts } from '../apps/server/src/modules/wallet/find-player-accounts.ts'
import { reconcileLedger } from '../apps/server/src/modules/wallet/reconcile-ledger.ts'
import { transfer } from '../apps/server/src/modules/wallet/transfer.ts'
import type { BenchContext, BenchResult } from './lib/context.ts'
import { markdownTable, verdict } from './lib/markdown.ts'
import { preparePgbench } from './lib/pgbench.ts'
import { benchPostgresUrl, noPostgresNote, throwawayDatabase } from './lib/postgres.ts'
import { startBareServer } from './lib/start-bare-server.ts'
import { spread } from './lib/stats.ts'

/** Concurrent callers (HTTP connections), as pgbench's clients on the raw side. */
const CALLERS = 16
/** Players the callers spread over: calls for one player run one at a time, as a real lobby's do. */
const PLAYERS = 200
const ROUNDS = 3
const ROUND_SECONDS = 6
const WARM_UP_SECONDS = 3
const PAIR_GOAL = 0.15
const PROVIDER = 'bench-studio'
const GAME = 'bench-slot'

export const timeoutMs = 8 * 60_000

type Player = { id: string; token: string }
type Load = { pairs: number; p50: number; p99: number; errors: number }

/** A provider with a wallet secret and a game, and players funded through the ledger with launch tokens. */
async function setUp(ctx: BenchContext, databaseUrl: string, secretsKey: Buffer, secret: string) {
  const database = await createDatabase({ driver: 'pg', url: databaseUrl }, { warn: () => {} })
  try {
    const { db } = database
    await db.insert(gameProviders).values({ code: PROVIDER, name: 'Bench Studio' })
    await db.insert(games).values({ providerCode: PROVIDER, code: GAME, slug: GAME, title: 'Bench Slot' })
    await db.insert(providerCredentials).values({
      providerCode: PROVIDER,
      secretPin: encryptSecret(secretsKey, secret, secretPlace(PROVIDER, 'secretPin')),
    })
    const clearing = await ensureOperatorAccount(db, {
      kind: 'method_clearing',
      currency: 'BDT',
      code: 'BENCH',
    })
    const players: Player[] = []
    for (let index = 0; index < PLAYERS; index++) {
      // Wallet calls need a player, a wallet and a launch token, not a sign-in: made straight in the database.
      const id = `bench-player-${index}`
      await db.insert(users).values({ id, name: `Bench ${index}`, email: `${id}@khela.test` })
      await ensurePlayerAccounts(db, id, 'BDT')
      const accounts = await findPlayerAccounts(db, id)
      if (!accounts) throw new Error('bench player has no wallet')
      await transfer(db, {
        idempotencyKey: `bench-deposit-${id}`,
        debit: clearing,
        credit: accounts.ids.player_cash,
        amount: 1_000_000_000,
        currency: 'BDT',
        kind: 'deposit',
      })
      const { token } = await createLaunchSession(db, {
        userId: id,
        providerCode: PROVIDER,
        gameCode: GAME,
        currency: 'BDT',
        language: 'en',
      })
      players.push({ id, token })
    }
    ctx.log(`provider wallet: ${players.length} players funded with launch tokens`)
    return players
  } finally {
    await database.close()
  }
}

/**
 * Bet + win pairs from CALLERS connections: each connection sends a signed bet, then the signed win on it, for a
 * player picked at random per round of the game; every answer must be 200.
 */
function betWinPairs(
  url: string,
  players: Player[],
  secret: string,
  onRefusal: (answer: string) => void,
): autocannon.Options {
  type Context = { player?: Player; round?: string; bet?: string }
  const signed = (request: autocannon.Request, call: string, body: object) => {
    const raw = JSON.stringify(body)
    const timestamp = String(Math.floor(Date.now() / 1000))
    return {
      ...request,
      method: 'POST' as const,
      path: `/api/provider/v1/${call}`,
      headers: {
        'content-type': 'application/json',
        [providerHeaders.provider]: PROVIDER,
        [providerHeaders.timestamp]: timestamp,
        [providerHeaders.signature]: signRequest(secret, timestamp, raw),
      },
      body: raw,
    }
  }
  const onResponse = (status: number, body: string) => {
    if (status !== 200) onRefusal(`${status} ${body}`)
  }
  return {
    url,
    requests: [
      {
        setupRequest: (request, context: Context) => {
          const player = players[Math.floor(Math.random() * players.length)] as Player
          Object.assign(context, { player, round: randomUUID(), bet: randomUUID() })
          const stake = 100 + Math.floor(Math.random() * 10_000)
          return signed(request, 'bet', {
            token: player.token,
            player: player.id,
            currency: 'BDT',
            game: GAME,
            round: context.round,
            transaction: context.bet,
            amount: stake,
          })
        },
        onResponse,
      },
      {
        setupRequest: (request, context: Context) =>
          signed(request, 'win', {
            token: context.player?.token,
            player: context.player?.id,
            currency: 'BDT',
            game: GAME,
            round: context.round,
            transaction: randomUUID(),
            reference: context.bet,
            amount: 1_900,
            roundClosed: true,
          }),
        onResponse,
      },
    ],
  }
}

async function load(ctx: BenchContext, seconds: number, options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: CALLERS, duration: seconds, ...options })
  if (ctx.signal.aborted) throw new Error('aborted')
  return {
    pairs: result['2xx'] / 2 / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  }
}

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const url = benchPostgresUrl()
  const title = "Providers' wallet API: signed bet + win pairs through HTTP (PostgreSQL)"
  if (!url)
    return {
      title,
      markdown: `**Not measured**: this benchmark needs a PostgreSQL server. ${noPostgresNote}`,
    }

  const configurations = process.env.BENCH_WORKERS?.split(',') ?? ['1', 'auto']
  const table: string[][] = []
  for (const workers of configurations) {
    const databaseUrl = await throwawayDatabase(ctx, url)
    const secretsKey = randomBytes(32)
    const secret = randomBytes(24).toString('base64url')
    const server = await ctx.startServer({
      DATABASE_URL: databaseUrl,
      WORKERS: workers,
      CRASH_ENGINE: 'false',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      SECRETS_KEY: secretsKey.toString('base64'),
    })
    const raw = await preparePgbench(ctx, databaseUrl)
    const players = await setUp(ctx, databaseUrl, secretsKey, secret)
    let refusal = ''
    const pairs = betWinPairs(server.url, players, secret, (answer) => {
      refusal ||= answer
    })
    // Every call must be accepted: a refused one costs less than a real one and would flatter the rate.
    if ((await load(ctx, WARM_UP_SECONDS, pairs)).errors > 0)
      throw new Error(`a wallet call was refused: ${refusal}`)
    // The bare baseline runs in one process, so it stands beside WORKERS=1: the same signed calls, each answered
    // after one database statement.
    const bareUrl = workers === '1' ? await startBareServer(ctx, databaseUrl, 'single') : null
    const bare = bareUrl ? { ...pairs, url: bareUrl } : null
    const raws: number[] = []
    const loads: Load[] = []
    const bares: Load[] = []
    for (let round = 0; round < ROUNDS && !ctx.signal.aborted; round++) {
      raws.push(await raw(ROUND_SECONDS))
      loads.push(await load(ctx, ROUND_SECONDS, pairs))
      if (bare) bares.push(await load(ctx, ROUND_SECONDS, bare))
      ctx.log(
        `WORKERS=${workers} round ${round + 1}: raw ${raws.at(-1)?.toFixed(0)}/s, pairs ${loads.at(-1)?.pairs.toFixed(0)}/s` +
          (bare ? `, bare pairs ${bares.at(-1)?.pairs.toFixed(0)}/s` : ''),
      )
    }
    await server.stop()
    const check = await createDatabase({ driver: 'pg', url: databaseUrl }, { warn: () => {} })
    const isClean = (await reconcileLedger(check.db)).isClean
    await check.close()
    if (!isClean) throw new Error('the ledger does not reconcile after the wallet calls')

    const ratios = spread(loads.map((measured, index) => measured.pairs / (raws[index] ?? Number.NaN)))
    const rates = spread(loads.map((measured) => measured.pairs))
    const rawRates = spread(raws)
    const label = workers === 'auto' ? `auto (${availableParallelism()})` : workers
    const perSecond = (value: number) => `${Math.round(value).toLocaleString('en')} /s`
    const percent = (value: number) => `${(value * 100).toFixed(1)} %`
    table.push(
      [
        label,
        'raw: pgbench, `UPDATE … WHERE id = :id` in a transaction',
        `${perSecond(rawRates.median)} (${perSecond(rawRates.min)}–${perSecond(rawRates.max)})`,
        '—',
        '—',
        '—',
        '—',
        '—',
      ],
      [
        label,
        'signed `bet` then `win` (a pair), `POST /api/provider/v1/…`',
        `${perSecond(rates.median)} (${perSecond(rates.min)}–${perSecond(rates.max)})`,
        `${spread(loads.map((measured) => measured.p50)).median.toFixed(0)} ms`,
        `${spread(loads.map((measured) => measured.p99)).median.toFixed(0)} ms`,
        String(loads.reduce((sum, measured) => sum + measured.errors, 0)),
        `≥ ${PAIR_GOAL} of raw`,
        `${percent(ratios.median)} of raw (${percent(ratios.min)}–${percent(ratios.max)}) — ${verdict(ratios.median >= PAIR_GOAL)}`,
      ],
    )
    if (bares.length > 0) {
      const bareRates = spread(bares.map((measured) => measured.pairs))
      const bareRatios = spread(bares.map((measured, index) => measured.pairs / (raws[index] ?? Number.NaN)))
      const share = spread(
        loads.map((measured, index) => measured.pairs / (bares[index]?.pairs ?? Number.NaN)),
      )
      table.push([
        label,
        'bare: the same signed calls to `node:http` + `pg`, one one-row UPDATE each, no BEGIN or COMMIT',
        `${perSecond(bareRates.median)} (${perSecond(bareRates.min)}–${perSecond(bareRates.max)})`,
        `${spread(bares.map((measured) => measured.p50)).median.toFixed(0)} ms`,
        `${spread(bares.map((measured) => measured.p99)).median.toFixed(0)} ms`,
        String(bares.reduce((sum, measured) => sum + measured.errors, 0)),
        '—',
        `${percent(bareRatios.median)} of raw (${percent(bareRatios.min)}–${percent(bareRatios.max)}); the wallet makes ${percent(share.median)} of it`,
      ])
    }
  }
  return {
    title,
    markdown: [
      markdownTable(
        [
          'WORKERS',
          'calls',
          'pairs or tx: median (min–max)',
          'p50 (a call)',
          'p99 (a call)',
          'non-2xx',
          'goal',
          'status',
        ],
        table,
      ),
      `The real server (\`NODE_ENV=production\`, the Crash engine off) on a fresh database of the PostgreSQL server ` +
        'named by `BENCH_DATABASE_URL` / `TEST_DATABASE_URL` / `DATABASE_URL`, once with one process and once with ' +
        `one serving process per core. A provider with a wallet secret and ${PLAYERS} funded players with launch ` +
        `tokens; autocannon keeps ${CALLERS} connections busy, each sending a signed bet (a random player, a new ` +
        "round and transaction id) and then the signed win that closes the round, as a provider's game server " +
        `does; every answer must be 200. ${ROUNDS} rounds of ${ROUND_SECONDS} s after ${WARM_UP_SECONDS} s of ` +
        `warm-up, alternating with pgbench (\`-M prepared -c 16 -j 2\`) on the same cluster; the ratio is the ` +
        "median of each round's pairs/s over that round's raw transactions/s. The ledger is reconciled afterwards. " +
        "The load generator (signing every call), the server and PostgreSQL share the machine's cores. *bare* " +
        'sends the same signed calls to `node:http` with a `pg` pool that runs one one-row UPDATE per call and ' +
        'answers: the most this machine gives a call that costs one database round trip, whatever the code.',
    ].join('\n\n'),
  }
}

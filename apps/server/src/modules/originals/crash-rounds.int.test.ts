import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { crashPoint, hashChainRound, isNextInHashChain } from '@khela/contracts/fairness-crash'
import {
  CRASH_CHAIN_LENGTH,
  type CrashRoundsPage,
  crashChainView,
  crashRoundsPage,
  seedsView,
} from '@khela/contracts/originals'
import { desc, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { crashClient, finishCrashRounds, flyCrashRound, openCrashRound } from '../../../test/crash.ts'
import { betOk, errorOf, fundedPlayer, originalsClient } from '../../../test/originals.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { crashChains, crashRounds } from '../../db/schema/originals.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db
const visitor = () => crashClient(testApp(), null)
const taka = (amount: number) => amount * 100
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A player who has chosen their own client seed, with money for a few Crash bets. */
async function bettor(clientSeed: string) {
  const player = await fundedPlayer(testApp(), taka(1_000))
  const rotated = await originalsClient(testApp(), player.cookie).rotate({ clientSeed })
  expect(rotated.statusCode, rotated.body).toBe(200)
  return player
}

/** The current chain stops, so the next round is round 1 of a new one. */
async function endCurrentChain() {
  await finishCrashRounds(testApp())
  await db().update(crashChains).set({ endedAt: new Date() }).where(isNull(crashChains.endedAt))
}

async function chainOf(chainId: number) {
  const chains = crashChainView.array().parse((await visitor().chains()).json())
  const chain = chains.find((candidate) => candidate.id === String(chainId))
  if (!chain) throw new Error(`chain ${chainId} is not listed`)
  return chain
}

async function pageOf(query = ''): Promise<CrashRoundsPage> {
  const response = await visitor().rounds(query)
  expect(response.statusCode, response.body).toBe(200)
  return crashRoundsPage.parse(response.json())
}

/**
 * Ends the round taking bets (if any) and plays `count` more to the end, as the engine would. A player bets on each
 * chain's round 1, so the chain goes on past it (a chain whose round 1 has no bet ends there).
 */
async function playRounds(count: number) {
  const player = await bettor(`audit-${Math.random().toString(36).slice(2)}`)
  for (let played = 0; played < count; played++) {
    const round = await openCrashRound(testApp())
    if (round.roundNumber === 1)
      betOk(
        await crashClient(testApp(), player.cookie).bet({
          roundId: String(round.id),
          slot: 0,
          stake: taka(10),
        }),
      )
  }
  await finishCrashRounds(testApp())
}

/**
 * A script printed in docs/fairness.md, run as a reader would: `node verify-rounds.mjs <seed> <salt> <count>` or
 * `node verify-salt.mjs <commitment> <salt> [client seed …]`.
 */
async function runDocumentedScript(args: string[], name = 'verify-rounds'): Promise<string[]> {
  const doc = await readFile(path.resolve(import.meta.dirname, '../../../../../docs/fairness.md'), 'utf8')
  const script = new RegExp(`\\n\`\`\`js\\n(// ${name}\\.mjs[\\s\\S]*?)\`\`\`\\n`).exec(doc)?.[1]
  if (!script) throw new Error(`docs/fairness.md has no ${name}.mjs script`)
  const folder = await mkdtemp(path.join(tmpdir(), 'verify-rounds-'))
  try {
    const file = path.join(folder, `${name}.mjs`)
    await writeFile(file, script)
    const { stdout } = await promisify(execFile)(process.execPath, [file, ...args])
    return stdout.trim().split('\n')
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

describe('ended Crash rounds for anyone to audit', () => {
  it('lists only ended rounds, newest first, 20 a page with the total, to a visitor', async () => {
    const before = (await pageOf()).total
    await playRounds(22)
    const betting = await openCrashRound(testApp())
    const first = await pageOf()
    expect(first).toMatchObject({ total: before + 22, page: 1, pageSize: 20 })
    expect(first.items).toHaveLength(20)
    const ids = first.items.map((round) => Number(round.roundId))
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(ids[0]).toBe(betting.id - 1)
    const second = await pageOf('?page=2')
    expect(second.items[0]?.roundId).toBe(String(betting.id - 21))
    expect(second.items.length).toBe(Math.min(20, before + 2))
    const beyond = await pageOf('?page=1000')
    expect(beyond).toMatchObject({ items: [], total: before + 22, page: 1000 })

    // Neither the round taking bets nor the one flying is listed, nor its seed anywhere.
    expect(JSON.stringify(first)).not.toContain(betting.seed)
    const flying = await flyCrashRound(testApp(), betting.id, 100)
    const whileFlying = await pageOf()
    expect(whileFlying.total).toBe(before + 22)
    expect(JSON.stringify(whileFlying)).not.toContain(flying.seed)
    await finishCrashRounds(testApp())
    const ended = await pageOf()
    expect(ended.items[0]).toMatchObject({ roundId: String(betting.id), seed: betting.seed })
  })

  it("gives each round's seed: it recomputes the crash point and hashes to the previous round's seed", async () => {
    await playRounds(3)
    const { items } = await pageOf()
    for (const [index, round] of items.slice(0, 3).entries()) {
      expect(await crashPoint(round.seed, round.salt, round.edgeBps)).toBe(round.crashPoint)
      expect(await hashChainRound(round.seed, round.chainCommitment, CRASH_CHAIN_LENGTH)).toBe(
        round.roundNumber,
      )
      const previous = items[index + 1]
      if (round.roundNumber === 1) {
        expect(round.previousSeed).toBeNull()
        expect(await isNextInHashChain(round.seed, round.chainCommitment)).toBe(true)
      } else {
        expect(round.previousSeed).toBe(previous?.seed)
        expect(await isNextInHashChain(round.seed, round.previousSeed ?? '')).toBe(true)
      }
    }
  })

  it('is what the script in docs/fairness.md recomputes from the newest seed alone', async () => {
    await playRounds(5)
    const [newest, ...older] = (await pageOf()).items.slice(0, 5)
    if (!newest) throw new Error('no round listed')
    const lines = await runDocumentedScript([
      newest.seed,
      newest.salt,
      String(newest.roundNumber),
      String(newest.edgeBps),
    ])
    const crashText = (point: number) => (point / 10_000).toFixed(2)
    for (const [back, round] of [newest, ...older].entries())
      expect(lines[back]).toBe(`${back}\t${round.seed}\t${crashText(round.crashPoint)}`)
    expect(lines.at(-1)).toBe(`after ${newest.roundNumber} steps\t${newest.chainCommitment}`)
  })

  it("derives a chain's salt after its commitment, from the client seeds of round 1's bets, as documented", async () => {
    await endCurrentChain()
    const round = await openCrashRound(testApp())
    expect(round.roundNumber).toBe(1)
    // Published before any bet: the commitment only. No salt and no crash point exist yet.
    const pending = await chainOf(round.chainId)
    expect(pending).toMatchObject({ salt: null, saltClientSeeds: null, endedAt: null })
    expect(round.crashPoint).toBeNull()

    const first = await bettor('zebra-seed')
    const second = await bettor('Apple!seed')
    const newcomer = await fundedPlayer(testApp(), taka(1_000))
    for (const [player, slot] of [
      [first, 0],
      [first, 1],
      [second, 0],
      [newcomer, 0],
    ] as const)
      betOk(
        await crashClient(testApp(), player.cookie).bet({ roundId: String(round.id), slot, stake: taka(10) }),
      )
    const flying = await flyCrashRound(testApp(), round.id, 0)
    // The newcomer had no seed pair: the bet made one, with a random client seed, shown in their seeds panel.
    const newcomerSeeds = await originalsClient(testApp(), newcomer.cookie).seeds()
    const newcomerSeed = seedsView.parse(newcomerSeeds.json()).active.clientSeed
    expect(newcomerSeed).toMatch(/^[0-9a-f]{16}$/)

    // Recomputed from the documented inputs with node:crypto alone: the commitment, then each bet's client seed
    // in character-code order (ASCII: digits, capitals, small letters), joined by line feeds.
    const inputs = ['zebra-seed', 'zebra-seed', 'Apple!seed', newcomerSeed].sort()
    const salt = sha256([pending.commitment, ...inputs].join('\n'))
    const fixed = await chainOf(round.chainId)
    expect(fixed).toMatchObject({ salt, saltClientSeeds: inputs, endedAt: null })
    expect(flying.crashPoint).toBe(await crashPoint(round.seed, salt, round.edgeBps))
    await finishCrashRounds(testApp())

    // The chain goes on with that salt, and the public list carries what recomputes it.
    const next = await openCrashRound(testApp())
    expect(next).toMatchObject({ chainId: round.chainId, roundNumber: 2 })
    expect(next.crashPoint).toBe(await crashPoint(next.seed, salt, next.edgeBps))
    await finishCrashRounds(testApp())
    const [second2, first1] = (await pageOf()).items
    for (const listed of [second2, first1]) expect(listed).toMatchObject({ salt, saltClientSeeds: inputs })
    expect(sha256([first1?.chainCommitment, ...(first1?.saltClientSeeds ?? [])].join('\n'))).toBe(
      first1?.salt,
    )
    // The salt script in docs/fairness.md agrees, given the seeds in any order.
    const lines = await runDocumentedScript(
      [pending.commitment, salt, 'zebra-seed', newcomerSeed, 'Apple!seed', 'zebra-seed'],
      'verify-salt',
    )
    expect(lines).toEqual([`derived\t${salt}`, 'matches the published salt'])
    expect(await runDocumentedScript([pending.commitment, salt, 'zebra-seed'], 'verify-salt')).toContain(
      'does NOT match the published salt',
    )
  })

  it('ends a chain whose round 1 had no bet after that round: its salt is the hash of the commitment', async () => {
    await endCurrentChain()
    const round = await openCrashRound(testApp())
    await finishCrashRounds(testApp())
    const ended = await chainOf(round.chainId)
    expect(ended).toMatchObject({ salt: sha256(ended.commitment), saltClientSeeds: [] })
    expect(ended.endedAt).not.toBeNull()
    const [crashed] = await db().select().from(crashRounds).where(eq(crashRounds.id, round.id))
    expect(crashed?.crashPoint).toBe(await crashPoint(round.seed, sha256(ended.commitment), round.edgeBps))
    const next = await openCrashRound(testApp())
    expect(next.roundNumber).toBe(1)
    expect(next.chainId).not.toBe(round.chainId)
    const [newest] = await db().select().from(crashChains).orderBy(desc(crashChains.id)).limit(1)
    expect(newest?.id).toBe(next.chainId)
    await finishCrashRounds(testApp())
  })

  it.runIf(process.env.KHELA_TEST_DRIVER === 'pg')(
    'fixes the salt from exactly the round 1 bets accepted, when bets race the take-off',
    async () => {
      await endCurrentChain()
      const players = await Promise.all(Array.from({ length: 8 }, (_, index) => bettor(`racer-${index}`)))
      const round = await openCrashRound(testApp())
      const bets = players.map((player) =>
        crashClient(testApp(), player.cookie).bet({ roundId: String(round.id), slot: 0, stake: taka(10) }),
      )
      await flyCrashRound(testApp(), round.id, 0)
      const answers = await Promise.all(bets)
      const accepted = answers.flatMap((answer, index) =>
        answer.statusCode === 200 ? [`racer-${index}`] : [],
      )
      const chain = await chainOf(round.chainId)
      expect(chain.saltClientSeeds).toEqual(accepted.sort())
      expect(chain.salt).toBe(sha256([chain.commitment, ...accepted.sort()].join('\n')))
      await finishCrashRounds(testApp())
    },
  )

  it('answers a page that is not a whole number from 1 with a validation error', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '1e30', '']) {
      const response = await visitor().rounds(`?page=${page}`)
      expect(response.statusCode, `page=${page}`).toBe(400)
      expect(errorOf(response).code).toBe('VALIDATION_FAILED')
    }
  })
})

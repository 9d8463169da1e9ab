import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { crashPoint, hashChainRound, isNextInHashChain } from '@khela/contracts/fairness-crash'
import { CRASH_CHAIN_LENGTH, type CrashRoundsPage, crashRoundsPage } from '@khela/contracts/originals'
import { describe, expect, it } from 'vitest'
import { crashClient, finishCrashRounds, flyCrashRound, openCrashRound } from '../../../test/crash.ts'
import { errorOf } from '../../../test/originals.ts'
import { useTestApp } from '../../../test/use-test-app.ts'

const testApp = useTestApp()
const visitor = () => crashClient(testApp(), null)

async function pageOf(query = ''): Promise<CrashRoundsPage> {
  const response = await visitor().rounds(query)
  expect(response.statusCode, response.body).toBe(200)
  return crashRoundsPage.parse(response.json())
}

/** Ends the round taking bets (if any) and plays `count` more to the end, as the engine would. */
async function playRounds(count: number) {
  for (let played = 0; played < count; played++) await openCrashRound(testApp())
  await finishCrashRounds(testApp())
}

/** The script printed in docs/fairness.md, run as a reader would: `node verify-rounds.mjs <seed> <salt> <count>`. */
async function runDocumentedScript(args: string[]): Promise<string[]> {
  const doc = await readFile(path.resolve(import.meta.dirname, '../../../../../docs/fairness.md'), 'utf8')
  const script = /\n```js\n(\/\/ verify-rounds\.mjs[\s\S]*?)```\n/.exec(doc)?.[1]
  if (!script) throw new Error('docs/fairness.md has no verify-rounds.mjs script')
  const folder = await mkdtemp(path.join(tmpdir(), 'verify-rounds-'))
  try {
    const file = path.join(folder, 'verify-rounds.mjs')
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

  it('answers a page that is not a whole number from 1 with a validation error', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '1e30', '']) {
      const response = await visitor().rounds(`?page=${page}`)
      expect(response.statusCode, `page=${page}`).toBe(400)
      expect(errorOf(response).code).toBe('VALIDATION_FAILED')
    }
  })
})

import { generateHashChain } from '@khela/contracts/fairness-crash'
import { describe, expect, it } from 'vitest'
import { recomputeOutcome } from './recompute-outcome.ts'
import {
  emptyVerifierForm,
  parseScaledDecimal,
  parseVerifierForm,
  type VerifierForm,
  verifierForm,
} from './verifier-input.ts'

// The pinned bet of packages/contracts/src/fairness.test.ts: dice rolls 0.38, Limbo 1.00, heads, mines 0, 3, 16.
const pinned: VerifierForm = {
  ...emptyVerifierForm('dice'),
  serverSeed: '5c3e9f1a7b2d4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e',
  serverSeedHash: 'caf721fe699040ef68c7638e6d8e8d2c4bac53c0bd9d0a9e674bbb62a1031363',
  clientSeed: 'khela-test',
  nonce: '7',
}

async function recompute(form: VerifierForm) {
  const parsed = parseVerifierForm(form)
  if (!parsed.isValid) throw new Error(`invalid: ${JSON.stringify(parsed.errors)}`)
  return recomputeOutcome(parsed.input)
}

describe('parseScaledDecimal', () => {
  it('reads typed decimals exactly, in Bengali digits too', () => {
    expect(parseScaledDecimal('49.5', 2)).toBe(4950)
    expect(parseScaledDecimal(' 1,000.25 ', 2)).toBe(100_025)
    expect(parseScaledDecimal('১.০০', 2)).toBe(100)
    expect(parseScaledDecimal('3', 0)).toBe(3)
  })

  it('refuses signs, exponents, extra decimals and words', () => {
    for (const text of ['-1', '1e3', '1.005', 'abc', '', '.5', '3.'])
      expect(parseScaledDecimal(text, 2), text).toBeNull()
    expect(parseScaledDecimal('3.5', 0)).toBeNull()
  })
})

describe('parseVerifierForm', () => {
  it('names every missing seed of a per-bet game', () => {
    expect(parseVerifierForm({ ...emptyVerifierForm('dice'), nonce: '' })).toEqual({
      isValid: false,
      errors: { serverSeed: 'REQUIRED', clientSeed: 'REQUIRED', nonce: 'REQUIRED' },
    })
  })

  it('refuses a seed that is not 64 hex characters, a negative or fractional nonce and an edge outside 1–5 %', () => {
    const parsed = parseVerifierForm({
      ...pinned,
      serverSeed: 'abc',
      serverSeedHash: 'zz',
      nonce: '-1',
      edge: '5.01',
    })
    expect(parsed).toEqual({
      isValid: false,
      errors: {
        serverSeed: 'SEED_FORMAT',
        serverSeedHash: 'SEED_FORMAT',
        nonce: 'NONCE_FORMAT',
        edge: 'EDGE_RANGE',
      },
    })
    expect(parseVerifierForm({ ...pinned, nonce: '1.5', edge: '0.99' })).toMatchObject({
      errors: { nonce: 'NONCE_FORMAT', edge: 'EDGE_RANGE' },
    })
  })

  it('keeps the dice win chance within 2–98 % for the chosen direction', () => {
    expect(parseVerifierForm({ ...pinned, diceTarget: '1.99' })).toMatchObject({
      errors: { diceTarget: 'DICE_TARGET_RANGE' },
    })
    expect(parseVerifierForm({ ...pinned, diceTarget: '98.00', diceDirection: 'under' }).isValid).toBe(true)
    expect(parseVerifierForm({ ...pinned, diceTarget: '98.00', diceDirection: 'over' })).toMatchObject({
      errors: { diceTarget: 'DICE_TARGET_RANGE' },
    })
    expect(parseVerifierForm({ ...pinned, diceTarget: '100' })).toMatchObject({
      errors: { diceTarget: 'DICE_TARGET_RANGE' },
    })
  })

  it('bounds the Limbo target and the mines count', () => {
    expect(parseVerifierForm({ ...pinned, game: 'limbo', limboTarget: '1.00' })).toMatchObject({
      errors: { limboTarget: 'LIMBO_TARGET_RANGE' },
    })
    expect(parseVerifierForm({ ...pinned, game: 'mines', minesCount: '25' })).toMatchObject({
      errors: { minesCount: 'MINES_RANGE' },
    })
    expect(parseVerifierForm({ ...pinned, game: 'mines', minesCount: '' })).toMatchObject({
      errors: { minesCount: 'REQUIRED' },
    })
  })

  it('asks Crash for the round seed and salt only; the commitment is optional', () => {
    expect(parseVerifierForm(emptyVerifierForm('crash'))).toEqual({
      isValid: false,
      errors: { roundSeed: 'REQUIRED', salt: 'REQUIRED' },
    })
  })

  it("reads round 1's client seeds one a line, and needs the commitment to check the salt with them", () => {
    const form = { ...emptyVerifierForm('crash'), roundSeed: '0f'.repeat(32), salt: 's' }
    expect(parseVerifierForm({ ...form, saltClientSeeds: ' b \n\na\n' })).toMatchObject({
      errors: { commitment: 'REQUIRED' },
    })
    const parsed = parseVerifierForm({ ...form, commitment: '1f'.repeat(32), saltClientSeeds: ' b \n\na\n' })
    expect(parsed.isValid && parsed.input).toMatchObject({ saltClientSeeds: ['b', 'a'] })
    const without = parseVerifierForm({ ...form, commitment: '1f'.repeat(32), saltClientSeeds: ' \n' })
    expect(without.isValid && without.input).toMatchObject({ saltClientSeeds: null })
  })
})

describe('verifierForm', () => {
  it('gives the check its inputs, or puts each problem parseVerifierForm names on its field', () => {
    const parsed = parseVerifierForm(pinned)
    expect(verifierForm.parse(pinned)).toEqual(parsed.isValid && parsed.input)
    const refused = verifierForm.safeParse({ ...pinned, serverSeed: '', nonce: '-1' })
    expect(refused.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['serverSeed'], message: 'REQUIRED' },
      { path: ['nonce'], message: 'NONCE_FORMAT' },
    ])
  })
})

describe('recomputeOutcome', () => {
  it('gives the pinned outcomes of every per-bet game and checks the server seed against its hash', async () => {
    expect(await recompute({ ...pinned, diceTarget: '50' })).toEqual({
      kind: 'seeded',
      serverSeedHash: pinned.serverSeedHash,
      isHashMatching: true,
      result: { game: 'dice', roll: 38, isWin: true, multiplier: 19_800 },
    })
    expect((await recompute({ ...pinned, game: 'limbo', limboTarget: '2' })).kind === 'seeded').toBe(true)
    expect(await recompute({ ...pinned, game: 'limbo', limboTarget: '2' })).toMatchObject({
      result: { game: 'limbo', result: 10_000, isWin: false, multiplier: 0 },
    })
    expect(await recompute({ ...pinned, game: 'heads_tails', coinPick: 'tails', edge: '5' })).toMatchObject({
      result: { game: 'heads_tails', side: 'heads', isWin: false, multiplier: 0 },
    })
    expect(await recompute({ ...pinned, game: 'mines', minesCount: '3' })).toMatchObject({
      result: { game: 'mines', layout: [0, 3, 16] },
    })
  })

  it('says when the server seed does not match the hash shown before play, and skips the check without one', async () => {
    expect(await recompute({ ...pinned, serverSeedHash: 'ab'.repeat(32) })).toMatchObject({
      isHashMatching: false,
    })
    expect(await recompute({ ...pinned, serverSeedHash: '' })).toMatchObject({ isHashMatching: null })
  })

  it('finds a crash seed’s round number from the commitment, or none when the seed is not from that chain', async () => {
    const chain = await generateHashChain('2e'.repeat(32), 4)
    const form = { ...emptyVerifierForm('crash'), salt: 'khela-crash-salt', commitment: chain.commitment }
    const third = await recompute({ ...form, roundSeed: chain.seeds[2] as string })
    expect(third).toMatchObject({ kind: 'crash', roundNumber: 3, hasCommitment: true })
    expect(third.kind === 'crash' && third.crashPoint).toBeGreaterThanOrEqual(10_000)
    expect(await recompute({ ...form, roundSeed: '1f'.repeat(32) })).toMatchObject({ roundNumber: null })
    expect(await recompute({ ...form, commitment: '', roundSeed: chain.seeds[0] as string })).toMatchObject({
      roundNumber: null,
      hasCommitment: false,
    })
  })
})

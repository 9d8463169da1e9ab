import { generateHashChain } from '@khela/contracts/fairness-crash'
import type { EndedCrashRound } from '@khela/contracts/originals'
import { describe, expect, it } from 'vitest'
import { verifierFormFromCrashRound } from './ended-crash-rounds.ts'
import { recomputeOutcome } from './recompute-outcome.ts'
import { parseVerifierForm } from './verifier-input.ts'

// The pinned chain of packages/contracts/src/fairness.test.ts: rounds 1–5 crash at 2.25, 2.75, 1.89, 2.16, 4.63.
const chain = await generateHashChain('0f'.repeat(32), 5)

function listed(roundNumber: number, overrides: Partial<EndedCrashRound> = {}): EndedCrashRound {
  return {
    roundId: String(100 + roundNumber),
    chainId: '1',
    roundNumber,
    chainCommitment: chain.commitment,
    salt: 'khela-crash-salt',
    saltClientSeeds: null,
    seed: chain.seeds[roundNumber - 1] as string,
    previousSeed: roundNumber === 1 ? null : (chain.seeds[roundNumber - 2] as string),
    edgeBps: 100,
    crashPoint: 0,
    crashedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

async function recompute(round: EndedCrashRound) {
  const parsed = parseVerifierForm(verifierFormFromCrashRound(round))
  if (!parsed.isValid) throw new Error(`invalid: ${JSON.stringify(parsed.errors)}`)
  return recomputeOutcome(parsed.input)
}

describe('verifierFormFromCrashRound', () => {
  it('fills the Crash check with a listed round, which recomputes its crash point, round and link', async () => {
    expect(await recompute(listed(5))).toEqual({
      kind: 'crash',
      crashPoint: 46_300,
      roundNumber: 5,
      hasCommitment: true,
      isLinkedToPrevious: true,
      isSaltDerived: null,
    })
    expect(verifierFormFromCrashRound(listed(5, { edgeBps: 250 })).edge).toBe('2.50')
  })

  it("checks the salt against the chain's round 1 client seeds when the list gives them", async () => {
    const saltClientSeeds = ['Apple!seed', 'zebra-seed']
    const salt = '0ad9eab01bc5a144a56e297d952b8addcabd2260472e7d1b4ee1e3a11114a66f'
    expect(await recompute(listed(2, { salt, saltClientSeeds }))).toMatchObject({
      crashPoint: 10_100,
      isSaltDerived: true,
    })
    expect(await recompute(listed(2, { salt, saltClientSeeds: ['Apple!seed'] }))).toMatchObject({
      isSaltDerived: false,
    })
  })

  it("links a chain's round 1 to the commitment", async () => {
    expect(await recompute(listed(1))).toMatchObject({ crashPoint: 22_500, isLinkedToPrevious: true })
  })

  it('says when a round does not hash to the previous seed given', async () => {
    const broken = listed(4, { previousSeed: chain.seeds[0] as string })
    expect(await recompute(broken)).toMatchObject({ roundNumber: 4, isLinkedToPrevious: false })
  })
})

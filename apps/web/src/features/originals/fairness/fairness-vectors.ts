/**
 * The pinned test vectors of docs/fairness.md (and packages/contracts' fairness.test.ts), shown on /fairness so a
 * reader can check their own code. Values are data (hex, decimals with a point), the same in both languages;
 * fairness-vectors.test.ts recomputes every one with the functions the server settles with.
 */
export const vectorSeeds = {
  serverSeed: '5c3e9f1a7b2d4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e',
  clientSeed: 'khela-test',
  nonce: 7,
  /** The last round's seed of a five-round Crash chain. */
  lastRoundSeed: '0f'.repeat(32),
  crashSalt: 'khela-crash-salt',
  /** Round 1's client seeds, in the order the bets came. */
  roundOneClientSeeds: ['zebra-seed', 'Apple!seed'],
} as const

export const fairnessVectors = [
  {
    id: 'seedHash',
    values: {
      serverSeed: vectorSeeds.serverSeed,
      hash: 'caf721fe699040ef68c7638e6d8e8d2c4bac53c0bd9d0a9e674bbb62a1031363',
    },
  },
  {
    id: 'hmac',
    values: {
      clientSeed: vectorSeeds.clientSeed,
      nonce: String(vectorSeeds.nonce),
      digest: '00f933b91b66eca4a3515eb128dd9bd73b366a07d2aacac033a864f42212244e',
    },
  },
  { id: 'floats', values: { integers: '16331705, 459730084, 2740018865' } },
  { id: 'dice', values: { roll: '0.38', multiplier: '1.98' } },
  { id: 'limboCoin', values: { result: '1.00' } },
  { id: 'minesLayout', values: { tiles: '0, 3, 16' } },
  { id: 'minesMultiplier', values: { first: '1.2857', second: '24.75' } },
  {
    id: 'chain',
    values: {
      lastSeed: vectorSeeds.lastRoundSeed,
      commitment: 'bc2aaaeb247ab881ad49e7092036ae568b38e8f02d6984ac370d7e8113c8ca53',
    },
  },
  { id: 'fixedSalt', values: { salt: vectorSeeds.crashSalt, points: '2.25, 2.75, 1.89, 2.16, 4.63' } },
  {
    id: 'derivedSalt',
    values: {
      clientSeeds: vectorSeeds.roundOneClientSeeds.join(', '),
      salt: '0ad9eab01bc5a144a56e297d952b8addcabd2260472e7d1b4ee1e3a11114a66f',
    },
  },
  { id: 'derivedPoints', values: { points: '2.18, 1.01, 1.01, 1.35, 2.49' } },
  { id: 'noBetSalt', values: { salt: '56485fa8e8370423fe2bce76f8f949daef869e0c81ca8c9cd2f0853ffb0f09d0' } },
] as const

export type FairnessVector = (typeof fairnessVectors)[number]

/** Each vector's shown values, by id. */
export const vectorValuesById = Object.fromEntries(
  fairnessVectors.map((vector) => [vector.id, vector.values]),
) as { [Vector in FairnessVector as Vector['id']]: Vector['values'] }

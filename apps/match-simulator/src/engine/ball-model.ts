import type { Rng } from './seeded-rng.ts'

/**
 * What one delivery does, by phase and wickets in hand (the tables in docs/live-feed.md). Weights are integer
 * ten-thousandths so a draw is one integer from the RNG and the markets price from exactly the same numbers.
 */

export const legalOutcomes = ['0', '1', '2', '3', '4', '6', 'W'] as const
export type LegalOutcome = (typeof legalOutcomes)[number]
export type Phase = 'powerplay' | 'middle' | 'death'

const weightScale = 10_000
/** Per thousand deliveries; both are one run and bowled again. */
const extraWeights = { wide: 30, noBall: 8 } as const
export const extraProbability = (extraWeights.wide + extraWeights.noBall) / 1000

const phaseWeights: Record<Phase, Record<LegalOutcome, number>> = {
  powerplay: { '0': 4000, '1': 3000, '2': 700, '3': 100, '4': 1300, '6': 450, W: 450 },
  middle: { '0': 3600, '1': 4000, '2': 800, '3': 100, '4': 800, '6': 400, W: 300 },
  death: { '0': 3000, '1': 3300, '2': 900, '3': 100, '4': 1200, '6': 800, W: 700 },
}

export const dismissalMethods = ['caught', 'bowled', 'lbw', 'run_out', 'stumped', 'other'] as const
export type DismissalMethod = (typeof dismissalMethods)[number]
const dismissalWeights: Record<DismissalMethod, number> = {
  caught: 600,
  bowled: 170,
  lbw: 130,
  run_out: 60,
  stumped: 30,
  other: 10,
}
export const dismissalProbabilities = Object.fromEntries(
  dismissalMethods.map((method) => [method, dismissalWeights[method] / 1000]),
) as Record<DismissalMethod, number>

export type Delivery =
  | { kind: 'runs'; runs: 0 | 1 | 2 | 3 | 4 | 6 }
  | { kind: 'wicket'; method: DismissalMethod }
  | { kind: 'wide' }
  | { kind: 'noBall'; batRuns: 0 | 1 | 2 | 3 | 4 | 6 }

/** Overs 1–6 are the powerplay, 16–20 the death; counted from the legal balls already bowled. */
export function phaseOf(legalBalls: number): Phase {
  const over = Math.floor(legalBalls / 6)
  return over < 6 ? 'powerplay' : over < 15 ? 'middle' : 'death'
}

/** A tail (three wickets or fewer in hand) hits fewer boundaries and gets out more; dots take up the rest. */
export function legalWeights(phase: Phase, wicketsInHand: number): Record<LegalOutcome, number> {
  const base = phaseWeights[phase]
  if (wicketsInHand > 3) return base
  const adjusted = {
    ...base,
    '4': Math.round(base['4'] * 0.7),
    '6': Math.round(base['6'] * 0.7),
    W: Math.round(base.W * 1.4),
  }
  const others = legalOutcomes.filter((outcome) => outcome !== '0')
  adjusted['0'] = weightScale - others.reduce((sum, outcome) => sum + adjusted[outcome], 0)
  return adjusted
}

/** A legal ball's outcome probabilities (they sum to 1). */
export function legalProbabilities(phase: Phase, wicketsInHand: number): Record<LegalOutcome, number> {
  const weights = legalWeights(phase, wicketsInHand)
  return Object.fromEntries(
    legalOutcomes.map((outcome) => [outcome, weights[outcome] / weightScale]),
  ) as Record<LegalOutcome, number>
}

function pick<Key extends string>(
  rng: Rng,
  keys: readonly Key[],
  weights: Record<Key, number>,
  total: number,
): Key {
  let draw = rng(total)
  for (const key of keys) {
    draw -= weights[key]
    if (draw < 0) return key
  }
  throw new Error('weights do not sum to their total')
}

const asRuns = (outcome: LegalOutcome) => (outcome === 'W' ? 0 : (Number(outcome) as 0 | 1 | 2 | 3 | 4 | 6))

export function drawDelivery(rng: Rng, legalBalls: number, wicketsInHand: number): Delivery {
  const extra = rng(1000)
  const weights = legalWeights(phaseOf(legalBalls), wicketsInHand)
  if (extra < extraWeights.wide) return { kind: 'wide' }
  // A no-ball's batter may swing freely: a wicket-taking draw counts as a dot (run outs are left out).
  if (extra < extraWeights.wide + extraWeights.noBall)
    return { kind: 'noBall', batRuns: asRuns(pick(rng, legalOutcomes, weights, weightScale)) }
  const outcome = pick(rng, legalOutcomes, weights, weightScale)
  if (outcome !== 'W') return { kind: 'runs', runs: asRuns(outcome) }
  return { kind: 'wicket', method: pick(rng, dismissalMethods, dismissalWeights, 1000) }
}

/** The delivery's short code in the score's last six balls. */
export function ballCodeOf(delivery: Delivery): string {
  if (delivery.kind === 'wide') return 'wd'
  if (delivery.kind === 'noBall') return delivery.batRuns === 0 ? 'nb' : `nb${delivery.batRuns}`
  if (delivery.kind === 'wicket') return 'W'
  return String(delivery.runs)
}

/** Runs the delivery adds to the total: extras are one run plus whatever came off the bat. */
export function runsOf(delivery: Delivery): number {
  if (delivery.kind === 'wide') return 1
  if (delivery.kind === 'noBall') return 1 + delivery.batRuns
  return delivery.kind === 'runs' ? delivery.runs : 0
}

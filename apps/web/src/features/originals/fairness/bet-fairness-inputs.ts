import type { BetFairnessInputs } from '@khela/contracts/originals'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as originalsApi from '../../../lib/endpoints/originals.ts'
import { emptyVerifierForm, type VerifierForm } from './verifier-input.ts'

export const betFairnessQueryKey = (betId: string) => ['originals', 'fairness', betId] as const

/** One bet's inputs (never its outcome): the seeds, the nonce or round, the edge and the bet's choices. */
export function useBetFairnessInputs(betId: string | null) {
  return useQuery({
    queryKey: betFairnessQueryKey(betId ?? ''),
    queryFn: ({ signal }) => api(originalsApi.betFairness, { params: { betId: betId ?? '' }, signal }),
    enabled: betId !== null,
    meta: { showsOwnError: true },
  })
}

/** Hundredths ("4950") or ten-thousandths written as the form's decimal text ("49.50"). */
export function decimalText(value: unknown, scale: 100 | 10_000): string | null {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return null
  const hundredths = Math.floor(value / (scale / 100))
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`
}

/** The verifier's form filled with a bet's inputs; a seed still secret is left empty. */
export function verifierFormFromBet(inputs: BetFairnessInputs): VerifierForm {
  const form = emptyVerifierForm(inputs.game)
  form.edge = decimalText(inputs.edgeBps, 100) ?? form.edge
  if (inputs.seeded) {
    form.serverSeed = inputs.seeded.serverSeed ?? ''
    form.serverSeedHash = inputs.seeded.serverSeedHash
    form.clientSeed = inputs.seeded.clientSeed
    form.nonce = String(inputs.seeded.nonce)
  }
  if (inputs.crash) {
    form.roundSeed = inputs.crash.roundSeed ?? ''
    form.salt = inputs.crash.salt ?? ''
    form.commitment = inputs.crash.chainCommitment
    form.saltClientSeeds = inputs.crash.saltClientSeeds?.join('\n') ?? ''
  }
  switch (inputs.game) {
    case 'dice':
      form.diceTarget = decimalText(inputs.params.target, 100) ?? ''
      form.diceDirection = inputs.params.direction
      break
    case 'limbo':
      form.limboTarget = decimalText(inputs.params.target, 10_000) ?? ''
      break
    case 'heads_tails':
      form.coinPick = inputs.params.pick
      break
    case 'mines':
      form.minesCount = String(inputs.params.mines)
      break
    case 'crash':
      break
  }
  return form
}

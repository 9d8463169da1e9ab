import type { EndedCrashRound } from '@khela/contracts/originals'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as originalsApi from '../../../lib/endpoints/originals.ts'
import { decimalText } from './bet-fairness-inputs.ts'
import { emptyVerifierForm, type VerifierForm } from './verifier-input.ts'

/** A round ends every several seconds: the first page is read again this often while it is shown. */
const firstPageRefreshMs = 10_000

/** A page of ended Crash rounds, newest first, for anyone (no sign-in). */
export function useEndedCrashRounds(page: number) {
  return useQuery({
    queryKey: ['originals', 'crash', 'rounds', page],
    queryFn: ({ signal }) => api(originalsApi.endedCrashRounds, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: page === 1 ? firstPageRefreshMs : false,
    meta: { showsOwnError: true },
  })
}

/**
 * The verifier's Crash form filled with a listed round: its seed, salt, edge and commitment, the seed it must hash to
 * (the previous round's, or the commitment for a chain's round 1) and the client seeds the salt came from, so the
 * check covers the link and the salt too.
 */
export function verifierFormFromCrashRound(round: EndedCrashRound): VerifierForm {
  return {
    ...emptyVerifierForm('crash'),
    roundSeed: round.seed,
    salt: round.salt,
    commitment: round.chainCommitment,
    previousSeed: round.previousSeed ?? round.chainCommitment,
    saltClientSeeds: round.saltClientSeeds?.join('\n') ?? '',
    edge: decimalText(round.edgeBps, 100) ?? '',
  }
}

import { z } from 'zod'

/**
 * Faults the integration tests inject into the next paid rounds (POST /admin/faults), each a way a real
 * network or studio misbehaves:
 * - `dropResponse`: the bet reaches Khela but its answer is thrown away, as on a timeout; `true` drops every
 *   attempt (so the studio retries, gives up and rolls back), a number drops that many attempts;
 * - `delayMs`: wait this long before each wallet call;
 * - `duplicate`: send every wallet call twice at once (Khela must move money once);
 * - `rollbackFirst`: send the rollback of the bet before the bet itself.
 */
export const faultsInput = z
  .object({
    dropResponse: z.union([z.boolean(), z.number().int().min(0).max(100)]).default(false),
    delayMs: z.number().int().min(0).max(60_000).default(0),
    duplicate: z.boolean().default(false),
    rollbackFirst: z.boolean().default(false),
    /** How many paid rounds the faults apply to, from the next one. */
    rounds: z.number().int().min(1).max(1_000).default(1),
  })
  .strict()

export type Faults = {
  /** Bet attempts whose answer is dropped. */
  dropResponses: number
  delayMs: number
  duplicate: boolean
  rollbackFirst: boolean
}

export const noFaults: Faults = { dropResponses: 0, delayMs: 0, duplicate: false, rollbackFirst: false }

export function createFaultSwitch() {
  let armed: { input: z.infer<typeof faultsInput>; rounds: number } | null = null
  return {
    arm(input: z.infer<typeof faultsInput>) {
      armed = { input, rounds: input.rounds }
    },
    clear() {
      armed = null
    },
    /** What is armed, as it was asked for, with the rounds still to come. */
    current: () => (armed ? { ...armed.input, rounds: armed.rounds } : null),
    /** The faults of the round about to start (a copy it may use up), counting the round. */
    takeForRound(): Faults {
      if (!armed) return { ...noFaults }
      const { dropResponse, delayMs, duplicate, rollbackFirst } = armed.input
      const faults = {
        dropResponses: dropResponse === true ? Number.POSITIVE_INFINITY : Number(dropResponse),
        delayMs,
        duplicate,
        rollbackFirst,
      }
      armed.rounds -= 1
      if (armed.rounds === 0) armed = null
      return faults
    },
  }
}

export type FaultSwitch = ReturnType<typeof createFaultSwitch>

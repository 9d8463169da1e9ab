type Log = { error(obj: object, msg: string): void }

/**
 * Runs a risk check after the player's request has committed. A check that fails is logged and the request still
 * succeeds: a missed flag costs a review, a refused deposit or sign-in costs the player.
 */
export async function runRiskCheck(log: Log, name: string, check: () => Promise<void>): Promise<void> {
  try {
    await check()
  } catch (error) {
    log.error({ err: error, riskCheck: name }, 'risk check failed; no flag raised')
  }
}

import type { FreeRoundWinCall } from '@khela/contracts/provider-wallet'
import type { Db } from '../db/client.ts'

/** A free-round win's answer as sent (the same bytes a replay gets), and whether it moved money. */
export type FreeRoundWinResult = { body: string; hasMoved: boolean; userId: string }

export type FreeRoundWinPayer = (
  db: Db,
  providerCode: string,
  call: FreeRoundWinCall,
) => Promise<FreeRoundWinResult>

let installed: FreeRoundWinPayer | null = null

/**
 * Pays a provider's free-round win to its bonus grant (modules/bonuses/pay-free-round-win.ts). Bonuses reach the
 * providers (cashback sums their rounds), so providers cannot import bonuses: buildApp installs the payer here
 * and the wallet API's `free-round-win` call asks through this port. Until it is installed the call fails.
 */
export function installFreeRoundWinPayer(payer: FreeRoundWinPayer): void {
  installed = payer
}

export function freeRoundWinPayer(): FreeRoundWinPayer {
  if (!installed) throw new Error('the free-round win payer is not installed')
  return installed
}

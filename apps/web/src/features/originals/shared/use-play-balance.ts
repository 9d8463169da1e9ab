import { useWalletBalance } from '../../../lib/wallet-balance.ts'
import { useDemoWallet } from './demo-wallet.ts'
import type { GameMode } from './use-game-mode.ts'

/** The balance a stake is checked against: the real cash balance, or the demo's play money. */
export function usePlayBalance(mode: GameMode): number | undefined {
  const real = useWalletBalance(mode === 'real')
  const demo = useDemoWallet()
  return mode === 'demo' ? demo.balance : real.data?.cash
}

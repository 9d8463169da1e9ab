import { providerGameBonusProduct } from '@khela/contracts/bonuses'
import type { BetCall } from '@khela/contracts/provider-wallet'
import { AppError } from '../../lib/app-error.ts'
import { type BetBonus, type BonusShareAccount, betBonusRules, bonusShareOf } from '../../lib/bet-bonuses.ts'
import { moveProviderMoney } from './move-provider-money.ts'
import type { CallContext, Round, Stored } from './wallet-call-context.ts'

// The bonus side of the wallet calls' money (modules/bonuses/README.md, Bets): each stake, win and rollback split
// between cash and the grant as the in-house games split theirs, through the port lib/bet-bonuses.ts.

type Movement = {
  call: { transaction: string; player: string; currency: BetCall['currency'] }
  round: Round
  amount: number
  key?: string
}

/** The bonus columns of a bet's record (db/schema/providers.ts). */
export const betBonusColumns = (bonus: BetBonus | null): BonusColumns => ({
  bonusGrantId: bonus?.grantId ?? null,
  bonusStake: bonus?.bonusStake ?? 0,
  bonusWagered: bonus?.wageringFed ?? 0,
})

export type BonusColumns = { bonusGrantId: string | null; bonusStake: number; bonusWagered: number }

/**
 * A bet's stake to the provider's clearing account: when the player's accounts showed bonus money, the bonus rules
 * take their side first (lib/bet-bonuses.ts: cash pays first, the grant in play the shortfall, the whole stake
 * feeds its wagering at the game's product's percent). Cash's part is keyed by the transaction id, the grant's
 * `<id>/bonus`. The answer's transfer is cash's, or the grant's when the grant paid it all.
 */
export async function takeStake(
  context: CallContext,
  movement: Movement,
): Promise<{ transferId: string; bonus: BetBonus | null }> {
  const bonus = await takeBonusSide(context, movement)
  const bonusStake = bonus?.bonusStake ?? 0
  const cashStake = movement.amount - bonusStake
  const cash =
    cashStake > 0
      ? await moveProviderMoney(context, 'provider_bet', { ...movement, amount: cashStake })
      : null
  const fromGrant =
    bonus && bonusStake > 0
      ? await moveProviderMoney(context, 'provider_bet', {
          ...movement,
          amount: bonusStake,
          key: `${movement.key ?? movement.call.transaction}/bonus`,
          account: bonus.grantAccountId,
        })
      : null
  const transferId = cash?.transferId ?? fromGrant?.transferId
  if (!transferId)
    throw new Error(`provider ${context.providerCode}: a bet of ${movement.amount} moved nothing`)
  return { transferId, bonus }
}

/**
 * The bonus rules' side of a stake, only when the player's accounts showed bonus money (no round trip otherwise).
 * A stake cash and the grant cannot cover together is INSUFFICIENT_FUNDS with what the player may stake.
 */
async function takeBonusSide(context: CallContext, movement: Movement): Promise<BetBonus | null> {
  const { tx, accounts, facts } = context
  if (!accounts.hasBonusFunds) return null
  try {
    return await betBonusRules().take(tx, {
      userId: movement.call.player,
      currency: accounts.currency,
      stake: movement.amount,
      cashBalance: accounts.balances.player_cash,
      product: providerGameBonusProduct(facts.categorySlugs),
    })
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')) throw error
    throw new AppError('INSUFFICIENT_FUNDS', {
      fields: { balance: String(await playableBalance(context)), currency: movement.call.currency },
    })
  }
}

/**
 * A win on `bet` to the player in the stake's cash / bonus proportion: the bonus share (bonusShareOf) goes where
 * the bonus rules say (the grant while active, cash once it converted uncapped, else it stays with the house), the
 * rest to cash. Its record keeps the share that did not reach cash, and the grant it belongs to.
 */
export async function payOut(
  context: CallContext,
  movement: Movement,
  bet: { amount: number; bonusGrantId: string | null; bonusStake: number },
  known?: BonusShareAccount,
): Promise<{ transferId: string | null; bonus: BonusColumns }> {
  const share = bet.bonusGrantId
    ? bonusShareOf(movement.amount, { stake: bet.amount, bonusStake: bet.bonusStake })
    : 0
  const destination =
    bet.bonusGrantId && share > 0
      ? (known ?? (await betBonusRules().shareAccount(context.tx, bet.bonusGrantId)))
      : null
  const isSplit = share > 0 && destination?.to !== 'cash'
  const cashShare = isSplit ? movement.amount - share : movement.amount
  const cash =
    cashShare > 0
      ? await moveProviderMoney(context, 'provider_win', { ...movement, amount: cashShare })
      : null
  const toGrant =
    isSplit && destination?.to === 'grant'
      ? await moveProviderMoney(context, 'provider_win', {
          ...movement,
          amount: share,
          key: `${movement.key ?? movement.call.transaction}/bonus`,
          account: destination.accountId,
        })
      : null
  return {
    transferId: cash?.transferId ?? toGrant?.transferId ?? null,
    bonus: {
      bonusGrantId: isSplit ? bet.bonusGrantId : null,
      bonusStake: isSplit ? share : 0,
      bonusWagered: 0,
    },
  }
}

/**
 * Returns a rolled-back bet's stake, or takes a rolled-back win back, part by part: cash's part to or from cash;
 * the grant's part (`bonusStake`) to or from where a win's share would go now (the grant while active, cash once it
 * converted uncapped), or nowhere once the grant ended otherwise: its money went to the house with the ending, and
 * so does this part. The transfer that moved first, or null.
 */
export async function undoProviderTransaction(
  context: CallContext,
  undoing: { call: Movement['call']; round: Round; transaction: Stored; key: string },
): Promise<string | null> {
  const { transaction } = undoing
  const kind = transaction.kind === 'bet' ? 'provider_refund' : 'provider_win_reversal'
  const destination =
    transaction.bonusGrantId && transaction.bonusStake > 0
      ? await betBonusRules().shareAccount(context.tx, transaction.bonusGrantId)
      : null
  const bonusPart = transaction.bonusStake
  const cashPart = destination?.to === 'cash' ? transaction.amount : transaction.amount - bonusPart
  const movement = { call: undoing.call, round: undoing.round, key: undoing.key }
  const cash = cashPart > 0 ? await moveProviderMoney(context, kind, { ...movement, amount: cashPart }) : null
  const grant =
    destination?.to === 'grant' && bonusPart > 0
      ? await moveProviderMoney(context, kind, {
          ...movement,
          amount: bonusPart,
          key: `${undoing.key}/bonus`,
          account: destination.accountId,
        })
      : null
  return cash?.transferId ?? grant?.transferId ?? null
}

/** Once the bet's money has moved (a bet-win's win too): the grant whose wagering its stake met converts, once. */
export async function convertMetGrant(context: CallContext, bonus: BetBonus | null) {
  if (!bonus?.isWageringMet) return
  context.accounts.balances.player_cash += await betBonusRules().convert(context.tx, bonus.grantId)
}

/**
 * What the player may stake now, as every answer reports it: cash plus the grant in play's money (lib/bet-bonuses.ts
 * `inPlay`), read only when a grant may hold money.
 */
export async function playableBalance(context: CallContext): Promise<number> {
  const { accounts } = context
  const cash = accounts.balances.player_cash
  if (!context.mayHoldBonus) return cash
  return (
    cash + (await betBonusRules().inPlay(context.tx, { userId: context.userId, currency: accounts.currency }))
  )
}

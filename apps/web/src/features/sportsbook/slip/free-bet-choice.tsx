import { SelectField } from '../../../components/ui/select-field.tsx'
import { formatBonusOdds, timeLeftText } from '../../../lib/bonus-text.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { lineReturn, type SlipLine, setStake } from './bet-slip-state.ts'
import { updateSlip, useSlip } from './bet-slip-store.ts'
import { useFreeBets } from './use-free-bets.ts'

const NONE = ''

/**
 * The player's free bets for one line (a single or the accumulator): choosing one stakes its whole amount on the
 * line instead of money (the server checks its minimum odds), and says what a win pays: the winnings only.
 */
export function FreeBetChoice({ line }: { line: SlipLine }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const slip = useSlip()
  const freeBets = useFreeBets()
  const chosen = slip.freeBet?.lineId === line.id ? slip.freeBet.grantId : NONE
  if (freeBets.length === 0) return null
  const chosenBet = freeBets.find((freeBet) => freeBet.grant.id === chosen)
  const potential = lineReturn(line)
  const winnings = chosenBet && potential !== null ? Math.max(0, potential - chosenBet.grant.balance) : null
  return (
    <div className="space-y-1" data-testid="free-bet-choice">
      <SelectField
        label={t('slip.freeBet')}
        value={chosen}
        options={[
          { value: NONE, label: t('slip.noFreeBet') },
          ...freeBets.map(({ grant, minOdds }) => ({
            value: grant.id,
            label: t('slip.freeBetOption', {
              amount: formatMoney(grant.balance, grant.currency, language),
              odds: formatBonusOdds(minOdds, language),
              timeLeft: timeLeftText(grant.secondsLeft, language),
            }),
          })),
        ]}
        onChange={(grantId) =>
          updateSlip((state) => {
            const freeBet = freeBets.find((candidate) => candidate.grant.id === grantId)
            if (!freeBet) return { ...state, freeBet: null }
            const stake = setStake(state, line.id, String(freeBet.grant.balance / 100))
            return { ...stake, freeBet: { grantId, lineId: line.id } }
          })
        }
      />
      {chosenBet && winnings !== null && (
        <p className="text-xs text-slate-300">
          {t('slip.freeBetNote', { amount: formatMoney(winnings, chosenBet.grant.currency, language) })}
        </p>
      )}
    </div>
  )
}

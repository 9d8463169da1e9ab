import { BetHistoryPage } from '../features/originals/bet-history/bet-history-page.tsx'
import { ProviderRoundsSection } from '../features/providers/provider-rounds-section.tsx'

/** /bet-history: the Khela Originals' bets, and below them the player's provider game rounds. */
export function BetHistoryRoute() {
  return <BetHistoryPage more={<ProviderRoundsSection />} />
}

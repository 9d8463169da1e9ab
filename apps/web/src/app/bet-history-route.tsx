import { BetHistoryPage } from '../features/originals/bet-history/bet-history-page.tsx'
import { ProviderRoundsSection } from '../features/providers/provider-rounds-section.tsx'
import { SportBetsSection } from '../features/sportsbook/sport-bets-section.tsx'

/** /bet-history: the Khela Originals' bets, then the player's sports bets and their provider game rounds. */
export function BetHistoryRoute() {
  return (
    <BetHistoryPage
      more={
        <>
          <SportBetsSection />
          <ProviderRoundsSection />
        </>
      }
    />
  )
}

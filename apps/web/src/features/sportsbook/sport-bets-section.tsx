import { useId } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { SportBetList } from './my-bets-page.tsx'
import { myBetsPath } from './sportsbook-paths.ts'

/** Bet History's sports bets, beside the casino's: the same list as My bets, under a heading of its own. */
export function SportBetsSection() {
  const { t } = useTranslation('sportsbook')
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mt-8 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-white">
          {t('betHistory.title')}
        </h2>
        <Link
          to={myBetsPath}
          className="text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
        >
          {t('betHistory.myBets')}
        </Link>
      </div>
      <SportBetList inSection />
    </section>
  )
}

import { currencies } from '@khela/contracts/accounts'
import { rewardText } from '../../lib/bonus-text.ts'
import { formatNumber } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'
import { useWalletBalance } from '../../lib/wallet-balance.ts'
import { useBonusOffers } from './use-bonuses.ts'
import { WageringTerms } from './wagering-terms.tsx'

/** The offers running now (promo-code offers are left out by the server) with their terms in the reader's language. */
export function OffersSection() {
  const { t } = useTranslation()
  const language = currentLanguage()
  // Offers are in the player's currency; a visitor sees the site's first currency, taka.
  const offerCurrency = useWalletBalance().data?.currency ?? currencies[0]
  const offers = useBonusOffers(offerCurrency)
  // The promotions below still stand when offers cannot be read: this section then says nothing.
  if (!offers.data) return null
  const money = (minor: number) => formatMoney(minor, offerCurrency, language)

  return (
    <section aria-labelledby="bonus-offers" className="space-y-4">
      <h2 id="bonus-offers" className="text-lg font-extrabold text-white">
        {t('bonus.page.offers')}
      </h2>
      {offers.data.offers.length === 0 ? (
        <p className="text-sm text-slate-400">{t('bonus.page.noOffers')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {offers.data.offers.map((offer) => (
            <li
              key={offer.campaignId}
              aria-label={offer.name[language]}
              className="space-y-2 rounded-2xl border border-night-700 bg-night-850 p-4"
            >
              <h3 className="break-words text-base font-extrabold text-white">{offer.name[language]}</h3>
              <p className="text-sm font-bold text-gold-300">
                {rewardText(offer.reward, offerCurrency, language, offer.gameTitle)}
              </p>
              <p className="text-xs text-slate-300">
                {offer.minDeposit > 0 &&
                  `${t('bonus.page.minDeposit', { amount: money(offer.minDeposit) })} `}
                {offer.depositNumber !== null &&
                  `${t('bonus.page.depositNumber', { number: formatNumber(offer.depositNumber, language) })} `}
                {t('bonus.page.expiryDays', { days: formatNumber(offer.expiryDays, language) })}
              </p>
              <WageringTerms wagering={offer.wagering} currency={offerCurrency} />
              <details className="text-xs text-slate-400">
                <summary className="cursor-pointer font-semibold text-slate-200">
                  {t('bonus.page.terms')}
                </summary>
                <p className="mt-1 whitespace-pre-line break-words leading-relaxed">
                  {offer.terms[language]}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

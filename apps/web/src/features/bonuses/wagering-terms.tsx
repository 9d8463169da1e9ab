import { bonusProducts, type CampaignWagering } from '@khela/contracts/bonuses'
import { formatNumber, localeFor } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'

/** How a bonus is wagered: the multiple, what each product's stakes count, minimum odds and the largest bet. */
export function WageringTerms({ wagering, currency }: { wagering: CampaignWagering; currency: string }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const n = (value: number) => formatNumber(value, language)
  return (
    <div className="space-y-1.5 text-xs text-slate-300">
      {wagering.multiple > 0 && (
        <p>
          {t('bonus.page.multiple', {
            multiple: n(wagering.multiple),
            base: t(`bonus.page.bases.${wagering.base}`),
          })}
        </p>
      )}
      <p className="font-semibold text-slate-200">{t('bonus.page.contributions')}</p>
      <ul className="flex flex-wrap gap-1.5">
        {bonusProducts.map((product) => (
          <li key={product} className="rounded bg-night-700 px-2 py-0.5">
            {t('bonus.page.contribution', {
              product: t(`bonus.products.${product}`),
              percent: n(wagering.contributions[product]),
            })}
          </li>
        ))}
      </ul>
      {wagering.contributions.sportsbook > 0 && (
        <p>
          {t('bonus.page.minOdds', {
            odds: new Intl.NumberFormat(localeFor(language), {
              minimumFractionDigits: 2,
            }).format(wagering.sportsbookMinOdds / 100),
          })}
        </p>
      )}
      {wagering.maxBet !== null && (
        <p>{t('bonus.page.maxBet', { amount: formatMoney(wagering.maxBet, currency, language) })}</p>
      )}
    </div>
  )
}

import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'
import { BannerCarousel } from './banner-carousel.tsx'
import { useSlides } from './use-slides.ts'

/** The lobby banner: the operator's slides, or a banner drawn in CSS while there are none. */
export function LobbyHero() {
  const slides = useSlides().data?.slides ?? []
  return slides.length > 0 ? <BannerCarousel slides={slides} /> : <DrawnHero />
}

function DrawnHero() {
  const { t } = useTranslation()
  return (
    <section className="relative isolate overflow-hidden rounded-2xl border border-night-600 bg-linear-to-br from-night-700 via-night-800 to-night-950 px-5 py-7 sm:px-8 sm:py-10">
      <div
        aria-hidden
        className="absolute -right-16 -top-20 -z-10 size-72 rounded-full bg-gold-500/25 blur-3xl sm:size-96"
      />
      <div
        aria-hidden
        className="absolute -bottom-24 left-1/3 -z-10 size-64 rounded-full bg-jade-500/15 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute right-6 top-1/2 -z-10 hidden -translate-y-1/2 grid-cols-3 gap-3 opacity-90 md:grid"
      >
        {['♠', '♥', '7', '♦', '♣', '★'].map((symbol, index) => (
          <span
            key={symbol}
            className={`grid size-16 place-items-center rounded-2xl border border-gold-500/30 bg-night-900/70 text-3xl font-black shadow-xl lg:size-20 ${
              index % 2 === 0 ? 'text-gold-400' : 'text-ember-500'
            } ${index % 3 === 1 ? 'translate-y-4' : ''}`}
          >
            {symbol}
          </span>
        ))}
      </div>
      <p className="text-xs font-bold uppercase tracking-[0.2em] text-gold-400">{t('lobby.heroKicker')}</p>
      <h2 className="mt-2 max-w-md text-2xl font-black leading-tight text-white sm:text-4xl">
        {t('lobby.heroTitle')}
      </h2>
      <p className="mt-3 max-w-md text-sm leading-relaxed text-slate-300">{t('lobby.heroBody')}</p>
      <div className="mt-5 flex flex-wrap gap-2">
        <Link to={menuItems.popular.path} className={buttonClass('gold')}>
          {t('lobby.heroPlay')}
        </Link>
        <Link to={menuItems.bonuses.path} className={buttonClass('outline')}>
          {t('lobby.heroBonuses')}
        </Link>
      </div>
    </section>
  )
}

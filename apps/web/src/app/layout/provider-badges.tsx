import { gameProviders } from '../../lib/game-providers.ts'
import { useTranslation } from '../../lib/i18n.ts'

/** Studio names set as type badges: no logo files, nothing to download. */
export function ProviderBadges() {
  const { t } = useTranslation()
  return (
    <section aria-label={t('footer.providers')}>
      <ul className="flex flex-wrap justify-center gap-2">
        {gameProviders.map((name) => (
          <li
            key={name}
            className="rounded-md border border-night-600 bg-night-800 px-3 py-1.5 text-[11px] font-black uppercase tracking-wider text-slate-400"
          >
            {name}
          </li>
        ))}
      </ul>
    </section>
  )
}

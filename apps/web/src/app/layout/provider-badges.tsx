import { useTranslation } from '../../lib/i18n.ts'

/** Studio names set as type badges: no third-party logo files, nothing to download. */
const providers = [
  'Evolution',
  'Pragmatic Play',
  'JILI',
  'PG Soft',
  'Spribe',
  'Ezugi',
  'Playtech',
  'FA CHAI',
  'Habanero',
  'SA Gaming',
]

export function ProviderBadges() {
  const { t } = useTranslation()
  return (
    <section aria-label={t('footer.providers')}>
      <ul className="flex flex-wrap justify-center gap-2">
        {providers.map((name) => (
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

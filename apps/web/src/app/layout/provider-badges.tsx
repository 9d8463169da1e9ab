import { useCatalogProviders } from '../../features/catalog/use-catalog-providers.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { latinTextLanguage } from '../../lib/text-language.ts'

/** The catalogue's studios set as type badges: no logo files, nothing to download; nothing until they are read. */
export function ProviderBadges() {
  const { t } = useTranslation()
  const providers = useCatalogProviders().data?.providers ?? []
  if (providers.length === 0) return null
  return (
    <section aria-label={t('footer.providers')}>
      <ul className="flex flex-wrap justify-center gap-2">
        {providers.map((provider) => (
          <li
            key={provider.code}
            lang={latinTextLanguage(provider.name)}
            className="rounded-md border border-night-600 bg-night-800 px-3 py-1.5 text-xs font-black uppercase tracking-wider text-slate-400"
          >
            {provider.name}
          </li>
        ))}
      </ul>
    </section>
  )
}

import { SiteLogo } from '../../components/ui/site-logo.tsx'
import { LicenceNotice } from '../../features/compliance/licence-notice.tsx'
import { FaqAccordion } from '../../features/content/faq-accordion.tsx'
import { formatYear } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { AppStoreBadges } from './app-store-badges.tsx'
import { CountryPicker } from './country-picker.tsx'
import { FooterLinkColumns } from './footer-link-columns.tsx'
import { ProviderBadges } from './provider-badges.tsx'
import { SocialLinks } from './social-links.tsx'
import { SupportBlock } from './support-block.tsx'

export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <footer className="mt-10 border-t border-night-700 bg-night-950/60">
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 lg:px-6">
        <div className="grid gap-8 xl:grid-cols-[1fr_20rem]">
          <FooterLinkColumns />
          <div className="space-y-4">
            <CountryPicker />
            <SupportBlock />
          </div>
        </div>
        <FaqAccordion />
        <ProviderBadges />
        <div className="flex flex-col gap-6 border-t border-night-700 pt-6 md:flex-row md:items-center md:justify-between">
          <div className="space-y-3">
            <SiteLogo className="h-7" />
            <p className="max-w-md text-xs leading-relaxed text-slate-500">{t('footer.legal')}</p>
            <LicenceNotice />
            <p className="text-xs text-slate-500">
              {t('footer.copyright', { year: formatYear(new Date(), currentLanguage()) })}
            </p>
          </div>
          <div className="flex flex-col gap-4 md:items-end">
            <SocialLinks />
            <AppStoreBadges />
          </div>
        </div>
      </div>
    </footer>
  )
}

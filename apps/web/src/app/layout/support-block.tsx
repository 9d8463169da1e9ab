import { Headset, ScrollText, ShieldCheck } from 'lucide-react'
import { Link } from 'react-router'
import { formatNumber } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'

export function SupportBlock() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="footer-support" className="rounded-xl border border-night-700 bg-night-850 p-4">
      <h2 id="footer-support" className="flex items-center gap-2 text-sm font-bold text-white">
        <Headset aria-hidden size={18} className="text-gold-400" />
        {t('footer.support.title')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-400">{t('footer.support.body')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={menuItems.rules.path}
          className="inline-flex items-center gap-1.5 rounded-lg bg-night-700 px-3 py-1.5 text-xs font-semibold text-slate-200 transition hover:bg-night-600"
        >
          <ScrollText aria-hidden size={14} />
          {t('nav.rules')}
        </Link>
        <Link
          to={menuItems.tutorials.path}
          className="inline-flex items-center gap-1.5 rounded-lg bg-night-700 px-3 py-1.5 text-xs font-semibold text-slate-200 transition hover:bg-night-600"
        >
          <ShieldCheck aria-hidden size={14} />
          {t('nav.tutorials')}
        </Link>
      </div>
      <p className="mt-3 flex items-center gap-2 text-xs text-slate-500">
        <span
          role="img"
          aria-label={t('responsibleGambling.page.adultsOnly')}
          className="grid size-7 shrink-0 place-items-center rounded-full border-2 border-ember-500 text-xs font-black text-ember-500"
        >
          {formatNumber(18, currentLanguage())}+
        </span>
        <span>
          {t('footer.support.responsible')}{' '}
          <Link to="/responsible-gambling" className="text-gold-300 underline hover:text-gold-200">
            {t('responsibleGambling.footerLink')}
          </Link>
        </span>
      </p>
    </section>
  )
}

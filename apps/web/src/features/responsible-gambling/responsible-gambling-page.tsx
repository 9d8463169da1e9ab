import { LifeBuoy } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'

const adviceKeys = ['budget', 'time', 'chasing', 'notIncome', 'breaks', 'mood'] as const
const toolKeys = ['limits', 'session', 'timeOut', 'selfExclusion', 'realityCheck'] as const
const signKeys = ['moreThanPlanned', 'borrowing', 'hiding', 'restless'] as const
const helpLinks = [
  { key: 'gamblersAnonymous', href: 'https://www.gamblersanonymous.org' },
  { key: 'gamblingTherapy', href: 'https://www.gamblingtherapy.org' },
  { key: 'gamcare', href: 'https://www.gamcare.org.uk' },
] as const

const sectionClass = 'rounded-xl border border-night-700 bg-night-850 p-4 sm:p-6 space-y-3'

/** `/responsible-gambling`: advice, the tools Khela gives and where to find help, for everyone. */
export function ResponsibleGamblingPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('responsibleGambling.page.title')} icon={LifeBuoy} />
      <div className="space-y-4">
        <section className={sectionClass}>
          <p className="flex items-center gap-3 text-sm text-slate-300">
            <span
              role="img"
              aria-label={t('responsibleGambling.page.adultsOnly')}
              className="grid size-9 shrink-0 place-items-center rounded-full border-2 border-ember-500 text-xs font-black text-ember-500"
            >
              18+
            </span>
            {t('responsibleGambling.page.intro')}
          </p>
        </section>
        <BulletSection id="rg-advice" group="advice" keys={adviceKeys} />
        <BulletSection id="rg-tools" group="tools" keys={toolKeys}>
          <Link to="/profile/responsible-gambling" className={buttonClass('gold')}>
            {t('responsibleGambling.page.openTools')}
          </Link>
        </BulletSection>
        <BulletSection id="rg-signs" group="signs" keys={signKeys} />
        <section aria-labelledby="rg-help" className={sectionClass}>
          <h2 id="rg-help" className="text-base font-bold text-white">
            {t('responsibleGambling.page.helpTitle')}
          </h2>
          <p className="text-sm text-slate-300">{t('responsibleGambling.page.helpIntro')}</p>
          <ul className="space-y-2 text-sm">
            {helpLinks.map(({ key, href }) => (
              <li key={key}>
                <a href={href} target="_blank" rel="noopener noreferrer" className="text-gold-300 underline">
                  {t(`responsibleGambling.page.help.${key}.name`)}
                </a>
                <span className="text-slate-400"> — {t(`responsibleGambling.page.help.${key}.body`)}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-300">{t('responsibleGambling.page.helpSupport')}</p>
        </section>
      </div>
    </>
  )
}

/** A card of bullet points: its title and items are `responsibleGambling.page.<group>Title` and `.<group>.<key>`. */
function BulletSection({
  id,
  group,
  keys,
  children,
}: {
  id: string
  group: 'advice' | 'tools' | 'signs'
  keys: readonly string[]
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className="text-base font-bold text-white">
        {t(`responsibleGambling.page.${group}Title`)}
      </h2>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-300">
        {keys.map((key) => (
          <li key={key}>{t(`responsibleGambling.page.${group}.${key}`)}</li>
        ))}
      </ul>
      {children}
    </section>
  )
}

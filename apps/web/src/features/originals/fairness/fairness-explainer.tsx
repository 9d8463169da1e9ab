import { useTranslation } from '../../../lib/i18n.ts'

const sections = [
  { titleKey: 'conventionsTitle', paragraphs: ['encoding', 'arithmetic', 'units'] },
  { titleKey: 'seedsTitle', paragraphs: ['seeds', 'nextSeed'] },
  { titleKey: 'floatsTitle', paragraphs: ['floats'] },
  { titleKey: 'gamesTitle', paragraphs: ['dice', 'limbo', 'headsTails', 'mines'] },
  {
    titleKey: 'crashTitle',
    paragraphs: ['crashChain', 'crashSalt', 'crashNoBet', 'crashPoint', 'autoCashout', 'cap', 'interrupted'],
  },
  { titleKey: 'edgeTitle', paragraphs: ['edge', 'maxPayout'] },
] as const

/** The published scheme (docs/fairness.md) in the reader's language. */
export function FairnessExplainer() {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="fairness-explain"
      className="space-y-5 rounded-2xl border border-night-700 bg-night-850/60 p-4 sm:p-5"
    >
      <h2 id="fairness-explain" className="text-base font-bold text-white">
        {t('fairness.explain.title')}
      </h2>
      {sections.map((section) => (
        <div key={section.titleKey} className="space-y-2">
          <h3 className="text-sm font-bold text-gold-400">{t(`fairness.explain.${section.titleKey}`)}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-sm leading-relaxed text-slate-300">
              {t(`fairness.explain.${paragraph}`)}
            </p>
          ))}
        </div>
      ))}
    </section>
  )
}

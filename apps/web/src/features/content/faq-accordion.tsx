import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { useFaq } from './use-faq.ts'

/** Questions the operator writes in both languages; opening one closes the one that was open. */
export function FaqAccordion() {
  const { t } = useTranslation()
  const faq = useFaq()
  const [openId, setOpenId] = useState<string | null>(null)
  const baseId = useId()
  const language = currentLanguage()
  const entries = faq.data ? [...faq.data.entries].sort((a, b) => a.position - b.position) : []

  return (
    <section aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="mb-3 text-xs font-bold uppercase tracking-widest text-gold-400">
        {t('footer.faq.title')}
      </h2>
      {faq.isPending && <p className="text-sm text-slate-500">{t('footer.faq.loading')}</p>}
      {faq.isError && <p className="text-sm text-slate-500">{t('footer.faq.unavailable')}</p>}
      {faq.isSuccess && entries.length === 0 && (
        <p className="text-sm text-slate-500">{t('footer.faq.empty')}</p>
      )}
      {entries.length > 0 && (
        <ul className="divide-y divide-night-700 overflow-hidden rounded-xl border border-night-700 bg-night-850">
          {entries.map((entry) => {
            const isOpen = entry.id === openId
            const panelId = `${baseId}-${entry.id}`
            return (
              <li key={entry.id}>
                <h3>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpenId(isOpen ? null : entry.id)}
                    className="flex w-full items-center justify-between gap-4 px-4 py-3.5 text-left text-sm font-semibold text-slate-200 transition hover:bg-night-800 hover:text-white"
                  >
                    {entry.question[language]}
                    <ChevronDown
                      aria-hidden
                      size={18}
                      className={`shrink-0 text-gold-400 transition ${isOpen ? 'rotate-180' : ''}`}
                    />
                  </button>
                </h3>
                <section
                  id={panelId}
                  aria-label={entry.question[language]}
                  hidden={!isOpen}
                  className="px-4 pb-4 text-sm leading-relaxed whitespace-pre-line text-slate-400"
                >
                  {entry.answer[language]}
                </section>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

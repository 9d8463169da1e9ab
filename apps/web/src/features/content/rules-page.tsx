import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'
import { parseRulesDocument, type RulesBlock } from './rules-document.ts'
import { useRules } from './use-rules.ts'

/** The operator’s terms, game rules and responsible-gambling policy, as written in the back office. */
export function RulesPage() {
  const { t } = useTranslation()
  const { icon } = menuItems.rules
  const rules = useRules()
  const blocks = rules.data ? parseRulesDocument(rules.data.body[currentLanguage()]) : []
  return (
    <>
      <PageHeader title={t('nav.rules')} icon={icon} />
      {rules.isPending ? (
        <Spinner label={t('status.loading')} />
      ) : rules.isError ? (
        <EmptyState
          icon={icon}
          title={t('content.rules.unavailable')}
          body={errorMessage(rules.error)}
          action={
            <button type="button" onClick={() => rules.refetch()} className={buttonClass('outline', 'sm')}>
              {t('actions.retry')}
            </button>
          }
        />
      ) : blocks.length === 0 ? (
        <EmptyState icon={icon} title={t('pages.rules.title')} body={t('pages.rules.body')} />
      ) : (
        <article className="max-w-3xl space-y-4 rounded-2xl border border-night-700 bg-night-850 p-5 text-sm leading-relaxed text-slate-300 sm:p-8">
          {blocks.map((block, index) => (
            // The document is rendered whole each time; its blocks have no identity beyond their place.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <RulesBlockView key={index} block={block} />
          ))}
        </article>
      )}
    </>
  )
}

function RulesBlockView({ block }: { block: RulesBlock }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 1 ? (
        <h2 className="text-xl font-black text-white">{block.text}</h2>
      ) : (
        <h3 className="pt-2 text-base font-bold text-gold-300">{block.text}</h3>
      )
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-5">
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are plain text in document order
            <li key={index}>{item}</li>
          ))}
        </ul>
      )
    case 'paragraph':
      return <p className="whitespace-pre-line">{block.text}</p>
  }
}

import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'
import { DocumentArticle } from './document-article.tsx'
import { parseRulesDocument } from './rules-document.ts'
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
        <DocumentArticle blocks={blocks} />
      )}
    </>
  )
}

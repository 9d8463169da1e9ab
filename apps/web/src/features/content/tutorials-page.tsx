import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'
import { DocumentArticle } from './document-article.tsx'
import { parseRulesDocument } from './rules-document.ts'
import { useTutorials } from './use-tutorials.ts'

/**
 * Step-by-step guides (registering, depositing, betting, the fairness verifier, limits), as the operator wrote
 * them in the back office, in the Rules page's format.
 */
export function TutorialsPage() {
  const { t } = useTranslation()
  const { icon } = menuItems.tutorials
  const tutorials = useTutorials()
  const blocks = tutorials.data ? parseRulesDocument(tutorials.data.body[currentLanguage()]) : []
  return (
    <>
      <PageHeader title={t('nav.tutorials')} icon={icon} />
      {tutorials.isPending ? (
        <Spinner label={t('status.loading')} />
      ) : tutorials.isError ? (
        <EmptyState
          icon={icon}
          title={t('content.tutorials.unavailable')}
          body={errorMessage(tutorials.error)}
          action={
            <button
              type="button"
              onClick={() => tutorials.refetch()}
              className={buttonClass('outline', 'sm')}
            >
              {t('actions.retry')}
            </button>
          }
        />
      ) : blocks.length === 0 ? (
        <EmptyState icon={icon} title={t('pages.tutorials.title')} body={t('pages.tutorials.body')} />
      ) : (
        <DocumentArticle blocks={blocks} />
      )}
    </>
  )
}

import { buttonClass } from '../../components/ui/button-styles.ts'
import { Spinner } from '../../components/ui/spinner.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { useMyGrants } from '../../lib/use-my-grants.ts'
import { GrantCard } from './grant-card.tsx'

/** The signed-in player's bonuses: the active ones with their wagering, then the ended ones. */
export function MyBonusesSection() {
  const { t } = useTranslation()
  const grants = useMyGrants()
  if (grants.fetchStatus === 'idle' && grants.isPending) return null

  return (
    <section aria-labelledby="my-bonuses" className="space-y-4">
      <h2 id="my-bonuses" className="text-lg font-extrabold text-white">
        {t('bonus.page.myTitle')}
      </h2>
      {grants.isPending ? (
        <Spinner label={t('status.loading')} />
      ) : grants.isError ? (
        <div className="space-y-2 text-sm text-slate-300">
          <p>
            {t('bonus.page.failed')} {errorMessage(grants.error)}
          </p>
          <button type="button" onClick={() => grants.refetch()} className={buttonClass('outline', 'sm')}>
            {t('actions.retry')}
          </button>
        </div>
      ) : (
        <>
          <h3 className="text-sm font-bold uppercase text-slate-300">{t('bonus.page.active')}</h3>
          {grants.data.active.length === 0 ? (
            <p className="text-sm text-slate-400">{t('bonus.page.noActive')}</p>
          ) : (
            <ul aria-label={t('bonus.page.active')} className="grid gap-4 lg:grid-cols-2">
              {grants.data.active.map((grant) => (
                <GrantCard key={grant.id} grant={grant} />
              ))}
            </ul>
          )}
          <h3 className="text-sm font-bold uppercase text-slate-300">{t('bonus.page.history')}</h3>
          {grants.data.history.length === 0 ? (
            <p className="text-sm text-slate-400">{t('bonus.page.noHistory')}</p>
          ) : (
            <ul aria-label={t('bonus.page.history')} className="grid gap-3 lg:grid-cols-2">
              {grants.data.history.map((grant) => (
                <GrantCard key={grant.id} grant={grant} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

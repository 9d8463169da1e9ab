import type { SessionUser } from '@khela/contracts/session'
import { ArrowLeft, SearchX } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Tabs } from '../../../components/ui/tabs.tsx'
import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { useAdminUser } from './get-admin-user.ts'
import { UserBalancePanel } from './user-balance-panel.tsx'
import { UserInfoTab } from './user-info-tab.tsx'
import { UserTransactionsTab } from './user-transactions-tab.tsx'

/** A tab another feature adds to the profile (KYC, responsible gambling); the back office's routes compose them. */
export interface UserProfileExtraTab {
  id: string
  label: string
  panel: (userId: string) => ReactNode
}

interface UserProfileProps {
  userId: string
  viewer: SessionUser
  /** Shown after User Info and Transaction History, in this order. */
  extraTabs?: readonly UserProfileExtraTab[]
}

/** One user's balance panel and tabs: User Info, Transaction History, then the tabs the route adds. */
export function UserProfile({ userId, viewer, extraTabs = [] }: UserProfileProps) {
  const { t } = useTranslation('admin')
  const user = useAdminUser(userId)
  const [tab, setTab] = useState('info')

  if (user.isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-400">
        {t('loading')}
      </p>
    )
  }
  if (user.isError) {
    if (user.error instanceof ApiError && user.error.code === 'NOT_FOUND') {
      return (
        <EmptyState
          icon={SearchX}
          title={t('userProfile.notFound.title')}
          body={t('userProfile.notFound.body')}
          action={
            <Link to="/dashboard/userprofile" className={buttonClass('gold')}>
              {t('userProfile.notFound.findAnother')}
            </Link>
          }
        />
      )
    }
    return (
      <div role="alert" className="rounded-xl border border-ember-500/40 bg-ember-500/10 p-4 text-sm">
        <p className="font-semibold text-white">{t('userProfile.loadFailed')}</p>
        <p className="mt-1 text-slate-300">{errorMessage(user.error)}</p>
        <button
          type="button"
          onClick={() => user.refetch()}
          className={`${buttonClass('outline', 'sm')} mt-3`}
        >
          {t('users.retry')}
        </button>
      </div>
    )
  }

  const details = user.data
  return (
    <div className="space-y-4">
      <Link
        to="/dashboard/alluser"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-400 hover:text-gold-300"
      >
        <ArrowLeft aria-hidden size={16} />
        {t('userProfile.backToAllUsers')}
      </Link>
      <UserBalancePanel user={details} viewer={viewer} />
      <Tabs
        label={t('userProfile.tabsLabel')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'info',
            label: t('userProfile.tabs.info'),
            panel: <UserInfoTab user={details} viewer={viewer} />,
          },
          {
            id: 'transactions',
            label: t('userProfile.tabs.transactions'),
            panel: details.playerProfile ? (
              <UserTransactionsTab userId={details.id} />
            ) : (
              <p className="py-8 text-center text-sm text-slate-400">{t('userProfile.noTransactions')}</p>
            ),
          },
          ...extraTabs.map((extra) => ({ id: extra.id, label: extra.label, panel: extra.panel(details.id) })),
        ]}
      />
    </div>
  )
}

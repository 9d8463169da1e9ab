import { Wallet } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { openModal } from '../../lib/modal-store.ts'
import { menuItems } from '../../lib/navigation.ts'
import { useSession } from '../../lib/use-session.ts'
import { LanguageSwitch } from './language-switch.tsx'

// Most lobby visitors are signed out; the account menu loads only for those who are not.
const BalanceMenu = lazy(() =>
  import('./balance-menu.tsx').then((module) => ({ default: module.BalanceMenu })),
)

function ActionsSkeleton({ width = 'w-36' }: { width?: string }) {
  return <span className={`h-9 ${width} animate-pulse rounded-lg bg-night-700`} aria-hidden />
}

export function HeaderActions() {
  const { t } = useTranslation()
  const session = useSession()
  const user = session.data?.user

  return (
    <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
      <div className="hidden sm:block">
        <LanguageSwitch />
      </div>
      <div className="sm:hidden">
        <LanguageSwitch isCompact />
      </div>
      {session.isPending ? (
        <ActionsSkeleton />
      ) : user ? (
        <>
          <Link
            to={menuItems.deposit.path}
            onClick={(event) => {
              // A plain click opens the deposit modal over the page; a new tab still gets the /deposit page.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                return
              event.preventDefault()
              openModal('deposit')
            }}
            className={buttonClass('jade', 'sm')}
          >
            <Wallet aria-hidden size={16} className="hidden sm:block" />
            {t('header.deposit')}
          </Link>
          <Suspense fallback={<ActionsSkeleton width="w-24" />}>
            <BalanceMenu />
          </Suspense>
        </>
      ) : (
        <>
          <button type="button" className={buttonClass('outline', 'sm')} onClick={() => openModal('sign-in')}>
            {t('header.signIn')}
          </button>
          <button
            type="button"
            className={buttonClass('gold', 'sm')}
            onClick={() => openModal('registration')}
          >
            {t('header.registration')}
          </button>
        </>
      )}
    </div>
  )
}

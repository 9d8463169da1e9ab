import { Gift, Smartphone, Wallet } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { Modal } from '../../components/ui/modal.tsx'
import { SiteLogo } from '../../components/ui/site-logo.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { type ModalName, openModal } from '../../lib/modal-store.ts'
import { type MenuItem, menuFor, menuItems } from '../../lib/navigation.ts'
import { notify } from '../../lib/toast.ts'
import { useSession } from '../../lib/use-session.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { useSectionGuard } from './use-section-guard.ts'

interface SlideOutMenuProps {
  isOpen: boolean
  onClose: () => void
}

function MenuLinks({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  const { t } = useTranslation()
  const guardSection = useSectionGuard()
  return (
    <ul className="space-y-0.5">
      {items.map((item) => {
        const { id, labelKey, icon: Icon, path } = item
        return (
          <li key={id}>
            <NavLink
              to={path}
              end
              onClick={(event) => {
                onNavigate()
                guardSection(event, item)
              }}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold transition ${
                  isActive ? 'bg-gold-500/15 text-gold-300' : 'text-slate-200 hover:bg-night-700'
                }`
              }
            >
              <Icon aria-hidden size={18} className="shrink-0 text-gold-400" />
              {t(labelKey)}
            </NavLink>
          </li>
        )
      })}
    </ul>
  )
}

/** The phone menu: every section, the cashier and the app, one thumb away. */
export function SlideOutMenu({ isOpen, onClose }: SlideOutMenuProps) {
  const { t } = useTranslation()
  const user = useSession().data?.user

  const openFromMenu = (modal: ModalName) => {
    onClose()
    openModal(modal)
  }

  const deposit = () => {
    onClose()
    if (user) {
      openModal('deposit')
      return
    }
    notify('error', t('sections.pleaseLoginFirst'))
    openModal('sign-in')
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('nav.menu')}
      placement="left"
      headerContent={<SiteLogo className="h-7" />}
    >
      <div className="space-y-4 p-4">
        <button type="button" onClick={deposit} className={`${buttonClass('jade', 'lg')} w-full`}>
          <Wallet aria-hidden size={18} />
          {t('header.deposit')}
        </button>

        <Link
          to={menuItems.tutorials.path}
          onClick={onClose}
          className="flex items-center gap-3 rounded-xl border border-night-600 bg-linear-to-r from-night-700 to-night-800 p-3 transition hover:border-gold-500"
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-gold-500/15 text-gold-400">
            <Smartphone aria-hidden size={20} />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-bold text-white">{t('menu.appTitle')}</span>
            <span className="block text-xs text-slate-400">{t('menu.appBody')}</span>
          </span>
          <span className="rounded-md bg-gold-500 px-2.5 py-1 text-xs font-bold uppercase text-night-950">
            {t('menu.appAction')}
          </span>
        </Link>

        {user && (
          <Link
            to={menuItems.bonuses.path}
            onClick={onClose}
            className="flex items-center gap-3 rounded-xl bg-linear-to-r from-gold-500 to-ember-500 p-3 text-night-950 transition hover:brightness-110"
          >
            <Gift aria-hidden size={24} className="shrink-0" />
            <span className="flex-1 text-sm font-extrabold uppercase">{t('menu.rewards')}</span>
            <span className="rounded-md bg-night-950 px-3 py-1 text-xs font-bold uppercase text-gold-300">
              {t('menu.open')}
            </span>
          </Link>
        )}

        {user ? (
          <nav aria-label={t('nav.personalLabel')}>
            <MenuLinks items={menuFor('personal')} onNavigate={onClose} />
          </nav>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <button type="button" className={buttonClass('outline')} onClick={() => openFromMenu('sign-in')}>
              {t('header.signIn')}
            </button>
            <button
              type="button"
              className={buttonClass('gold')}
              onClick={() => openFromMenu('registration')}
            >
              {t('header.registration')}
            </button>
          </div>
        )}

        <nav aria-label={t('nav.mainLabel')} className="border-t border-night-700 pt-3">
          <MenuLinks items={menuFor('slideOut')} onNavigate={onClose} />
        </nav>

        <div className="border-t border-night-700 pt-4">
          <LanguageSwitch />
        </div>
      </div>
    </Modal>
  )
}

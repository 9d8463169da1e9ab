import type { AdminUserDetails } from '@khela/contracts/admin-users'
import type { SessionUser } from '@khela/contracts/session'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { formatDate, formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { BanDialog } from './ban-dialog.tsx'
import { DeleteUserDialog } from './delete-user-dialog.tsx'
import { useRoleGrantRules } from './use-role-grant-rules.ts'
import { roleChoicesFor, userActionsFor } from './user-actions.ts'
import { UserEditForm } from './user-edit-form.tsx'

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-100">{value || '—'}</dd>
    </div>
  )
}

/** The user's details, and what this staff member may change: name, role, ban, delete. */
export function UserInfoTab({ user, viewer }: { user: AdminUserDetails; viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const common = useTranslation().t
  const navigate = useNavigate()
  const language = currentLanguage()
  const countryNames = useMemo(() => new Intl.DisplayNames([language], { type: 'region' }), [language])
  const [isBanOpen, setIsBanOpen] = useState(false)
  const [isDeleteOpen, setIsDeleteOpen] = useState(false)
  const rules = useRoleGrantRules(viewer)
  const actions = userActionsFor(viewer, user, rules)
  const profile = user.playerProfile
  const yesNo = (value: boolean) => t(value ? 'userProfile.yes' : 'userProfile.no')

  return (
    <div className="space-y-6">
      <section aria-labelledby="user-details">
        <h3 id="user-details" className="mb-3 text-sm font-bold text-white">
          {t('userProfile.details')}
        </h3>
        <dl className="grid grid-cols-2 gap-4 rounded-xl border border-night-700 bg-night-850 p-4 lg:grid-cols-3">
          <Detail label={t('userProfile.fields.email')} value={user.email} />
          <Detail label={t('userProfile.fields.emailConfirmed')} value={yesNo(user.isEmailVerified)} />
          <Detail label={t('userProfile.fields.phone')} value={user.phone ?? ''} />
          <Detail label={t('userProfile.fields.name')} value={user.name} />
          <Detail label={t('userProfile.fields.role')} value={t(`roles.${user.role}`)} />
          <Detail
            label={t('userProfile.fields.status')}
            value={
              user.isBanned
                ? t('userProfile.bannedFor', { reason: user.banReason ?? '—' })
                : t('users.status.active')
            }
          />
          <Detail
            label={t('userProfile.fields.createdAt')}
            value={formatDateTime(user.createdAt, language)}
          />
          {profile && (
            <>
              <Detail label={t('userProfile.fields.surname')} value={profile.surname} />
              <Detail
                label={t('userProfile.fields.dateOfBirth')}
                value={formatDate(profile.dateOfBirth, language, 'UTC')}
              />
              <Detail
                label={t('userProfile.fields.gender')}
                value={profile.gender ? common(`profile.genders.${profile.gender}`) : ''}
              />
              <Detail
                label={t('userProfile.fields.country')}
                value={countryNames.of(profile.country) ?? profile.country}
              />
              <Detail label={t('userProfile.fields.city')} value={profile.city} />
              <Detail label={t('userProfile.fields.currency')} value={profile.currency} />
              <Detail
                label={t('userProfile.fields.language')}
                value={common(`language.names.${profile.language}`)}
              />
              <Detail
                label={t('userProfile.fields.newsletter')}
                value={yesNo(profile.isSubscribedToNewsletter)}
              />
            </>
          )}
        </dl>
        {!profile && <p className="mt-2 text-xs text-slate-500">{t('userProfile.noPlayerProfile')}</p>}
      </section>

      {actions.canEdit && (
        <UserEditForm
          user={user}
          canChangeRole={actions.canChangeRole}
          roleChoices={roleChoicesFor(viewer, user, rules)}
          roleHint={
            user.id === viewer.id
              ? 'ownRole'
              : viewer.role === 'admin' || rules.canNonAdminsGrantRoles
                ? 'beyondYou'
                : 'adminsOnly'
          }
        />
      )}

      {(actions.canBan || actions.canDelete) && (
        <section aria-labelledby="user-account-actions">
          <h3 id="user-account-actions" className="mb-3 text-sm font-bold text-white">
            {t('userProfile.accountActions')}
          </h3>
          <div className="flex flex-wrap gap-2">
            {actions.canBan && (
              <button type="button" onClick={() => setIsBanOpen(true)} className={buttonClass('outline')}>
                {t(user.isBanned ? 'users.unban.action' : 'users.ban.action')}
              </button>
            )}
            {actions.canDelete && (
              <button type="button" onClick={() => setIsDeleteOpen(true)} className={buttonClass('danger')}>
                {t('users.delete.action')}
              </button>
            )}
          </div>
        </section>
      )}

      <BanDialog user={isBanOpen ? user : null} onClose={() => setIsBanOpen(false)} />
      <DeleteUserDialog
        user={isDeleteOpen ? user : null}
        onClose={() => setIsDeleteOpen(false)}
        onDeleted={() => navigate('/dashboard/alluser')}
      />
    </div>
  )
}

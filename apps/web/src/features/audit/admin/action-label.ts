import { hasTranslation, translate } from '../../../lib/i18n.ts'

/**
 * A readable name for an audit action when admin.json has one (`audit.actions.user_ban` for `user.ban`); the raw
 * code is always shown too, so an action added later still reads, just less kindly.
 */
export function actionLabelOf(action: string): string | null {
  const key = `audit.actions.${action.replaceAll('.', '_')}`
  return hasTranslation('admin', key) ? translate('admin', key) : null
}

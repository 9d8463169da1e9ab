import type { CurrentSession } from '@khela/contracts/session'
import { useQueryClient } from '@tanstack/react-query'
import type { MouseEvent } from 'react'
import { useTranslation } from '../../lib/i18n.ts'
import { openModal } from '../../lib/modal-store.ts'
import type { MenuItem } from '../../lib/navigation.ts'
import { notify } from '../../lib/toast.ts'
import { sessionQueryKey } from '../../lib/use-session.ts'

/** A click that would follow the link in this tab; ctrl, shift, meta and middle clicks keep the browser's meaning. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  )
}

/**
 * The click handler for a menu link. A visitor choosing a restricted section is asked to sign in and then taken
 * there. A signed-in player choosing a section without content gets a notice instead of the page: leaving them on
 * the page they were using beats a page of placeholders they would have to back out of. Links stay real links,
 * so a new tab or a direct visit still renders the section's page. The session is read at the click (the
 * header asks for it), so the menus that use this are not drawn again when it arrives.
 */
export function useSectionGuard(): (event: MouseEvent<HTMLAnchorElement>, item: MenuItem) => void {
  const { t } = useTranslation()
  const client = useQueryClient()
  return (event, item) => {
    const session = client.getQueryData<CurrentSession>(sessionQueryKey)
    // Until the session is known the link behaves as it would before JavaScript.
    if (!item.isRestricted || !session || !isPlainClick(event)) return
    if (!session.user) {
      event.preventDefault()
      notify('error', t('sections.pleaseLoginFirst'))
      openModal('sign-in', { returnTo: item.path })
      return
    }
    if (!item.hasContent) {
      event.preventDefault()
      openModal('section-unavailable')
    }
  }
}

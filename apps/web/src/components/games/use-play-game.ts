import type { CurrentSession } from '@khela/contracts/session'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { openModal } from '../../lib/modal-store.ts'
import { notify } from '../../lib/toast.ts'
import { sessionQueryKey } from '../../lib/use-session.ts'

export const playPath = (slug: string) => `/play/${slug}`
/** Play money, no account needed: opened in a new tab that cannot reach this one (rel="noopener"). */
export const demoPath = (slug: string) => `/play/${slug}?mode=demo`

/**
 * PLAY on a tile: a visitor is asked to sign in first and then taken to the game; a signed-in player goes to
 * the game's play page, which launches it.
 */
export function usePlayGame(): (slug: string) => void {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // Read when PLAY is pressed rather than subscribed to: hundreds of tiles need not re-render with the session.
  return (slug) => {
    const session = queryClient.getQueryData<CurrentSession>(sessionQueryKey)
    // While the session is still loading the play page decides, as it does for a direct visit.
    if (session && !session.user) {
      notify('error', t('sections.pleaseLoginFirst'))
      openModal('sign-in', { returnTo: playPath(slug) })
      return
    }
    navigate(playPath(slug))
  }
}

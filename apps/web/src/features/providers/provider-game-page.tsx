import { Rocket } from 'lucide-react'
import { useLocation } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItemForPath } from '../../lib/navigation.ts'

/** Aviator, JetX and Aviatrix: crash games launched from their studios once a provider is connected. */
export function ProviderGamePage() {
  const { t } = useTranslation()
  const game = menuItemForPath(useLocation().pathname)
  const title = game ? t(game.labelKey) : t('nav.crashGames')
  const icon = game?.icon ?? Rocket
  return (
    <>
      <PageHeader title={title} icon={icon} />
      <EmptyState
        icon={icon}
        title={t('providers.emptyTitle', { game: title })}
        body={t('providers.emptyBody')}
      />
    </>
  )
}

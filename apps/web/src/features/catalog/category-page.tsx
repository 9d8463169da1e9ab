import { LayoutGrid } from 'lucide-react'
import { useLocation } from 'react-router'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { TileGridPlaceholder } from '../../components/ui/tile-grid-placeholder.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItemForPath } from '../../lib/navigation.ts'
import { CategoryGames } from './category-games.tsx'

/**
 * Sections that share this page but are not lobby categories of the catalogue: their live tables and TV games
 * arrive with the providers, so they keep the placeholder until then.
 */
const sectionsWithoutCatalogue = new Set(['casino', 'live-dealers', 'tv-games', 'top-live-dealer'])

/** One game category (Popular, Slots…): the catalogue's games, or a placeholder for sections still to come. */
export function CategoryPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const category = menuItemForPath(pathname)
  const slug = pathname.replace(/^\/+|\/+$/g, '')
  const title = category ? t(category.labelKey) : null
  const icon = category?.icon ?? LayoutGrid
  if (!sectionsWithoutCatalogue.has(slug)) {
    return <CategoryGames key={slug} slug={slug} title={title} icon={icon} />
  }
  return (
    <>
      <PageHeader title={title ?? t('nav.casino')} icon={icon} />
      <TileGridPlaceholder
        icon={icon}
        title={t('catalog.emptyTitle', { category: title ?? t('nav.casino') })}
        body={t('catalog.emptyBody')}
      />
    </>
  )
}

import { LayoutGrid } from 'lucide-react'
import { useLocation } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItemForPath } from '../../lib/navigation.ts'
import { CategoryGames } from './category-games.tsx'

/**
 * One game category (Popular, Slots…) or site section (Casino, Live Dealers, TV Games, Top Live Dealer, whose
 * games the operator assigns in the back office as a 'section' category): the catalogue's games, with the same
 * tiles, filters and counts.
 */
export function CategoryPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const category = menuItemForPath(pathname)
  const slug = pathname.replace(/^\/+|\/+$/g, '')
  const title = category ? t(category.labelKey) : null
  return <CategoryGames key={slug} slug={slug} title={title} icon={category?.icon ?? LayoutGrid} />
}

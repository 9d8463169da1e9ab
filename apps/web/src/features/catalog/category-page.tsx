import { LayoutGrid } from 'lucide-react'
import { useLocation } from 'react-router'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { TileGridPlaceholder } from '../../components/ui/tile-grid-placeholder.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItemForPath } from '../../lib/navigation.ts'

/** One game category (Popular, Slots, Live Dealers…): a title bar over the category's grid of games. */
export function CategoryPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const category = menuItemForPath(pathname)
  const title = category ? t(category.labelKey) : t('nav.casino')
  const icon = category?.icon ?? LayoutGrid
  return (
    <>
      <PageHeader title={title} icon={icon} />
      <TileGridPlaceholder
        icon={icon}
        title={t('catalog.emptyTitle', { category: title })}
        body={t('catalog.emptyBody')}
      />
    </>
  )
}

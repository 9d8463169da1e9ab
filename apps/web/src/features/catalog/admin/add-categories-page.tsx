import { FolderPlus } from 'lucide-react'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { CategoryKindSection } from './category-kind-section.tsx'

/** /dashboard/gamesCategorisAdd: Main Categories (casino, slot…) and Sub Categories (studios' lines). */
export function AddCategoriesPage() {
  const { t } = useTranslation('admin')
  return (
    <>
      <PageHeader title={t('sections.gamesCategorisAdd.title')} icon={FolderPlus} />
      <div className="space-y-8">
        <CategoryKindSection kind="main" />
        <CategoryKindSection kind="sub" />
        <CategoryKindSection kind="section" />
      </div>
    </>
  )
}

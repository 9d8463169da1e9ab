import type { AdminCategoryRow } from '@khela/contracts/admin-catalog'
import { FolderTree } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { CatalogSearchBox } from './catalog-search-box.tsx'
import { CategoriesTable } from './categories-table.tsx'
import { CategoryDialog } from './category-dialog.tsx'
import { DeleteCategoryDialog } from './delete-category-dialog.tsx'
import { CATEGORIES_PAGE_SIZE, useAdminCategories } from './find-admin-categories.ts'
import { LoadFailure } from './load-failure.tsx'

/** /dashboard/gamecategories: the lobby's categories — order, link, games, status; add, edit, delete. */
export function GameCategoriesPage() {
  const { t } = useTranslation('admin')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const categories = useAdminCategories({ kind: 'lobby', search, page })
  const [isAdding, setIsAdding] = useState(false)
  // Chosen by id and read from the latest list, so a dialog shows the row as it is now.
  const [editId, setEditId] = useState<number | null>(null)
  const [deleteId, setDeleteId] = useState<number | null>(null)
  const rowOf = (id: number | null): AdminCategoryRow | null =>
    categories.data?.categories.find((category) => category.id === id) ?? null

  return (
    <>
      <PageHeader
        title={t('sections.gamecategories.title')}
        icon={FolderTree}
        aside={
          <button type="button" onClick={() => setIsAdding(true)} className={buttonClass('gold', 'sm')}>
            {t('catalog.categories.addAction')}
          </button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <CatalogSearchBox
          label={t('catalog.categories.search')}
          placeholder={t('catalog.categories.searchPlaceholder')}
          onSearch={(next) => {
            setSearch(next)
            setPage(1)
          }}
        />
        <Link to="/dashboard/gamesCategorisAdd" className={buttonClass('outline', 'sm')}>
          {t('catalog.categories.mainAndSub')}
        </Link>
      </div>
      <p className="mb-3 text-xs text-slate-400">{t('catalog.categories.gamesExplained')}</p>
      {categories.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-slate-400">
          {t('loading')}
        </p>
      ) : categories.isError ? (
        <LoadFailure error={categories.error} onRetry={() => categories.refetch()} />
      ) : categories.data.categories.length === 0 ? (
        <p className="rounded-xl border border-dashed border-night-600 py-10 text-center text-sm text-slate-400">
          {t('catalog.categories.empty')}
        </p>
      ) : (
        <>
          <CategoriesTable
            categories={categories.data.categories}
            onEdit={(category) => setEditId(category.id)}
            onDelete={(category) => setDeleteId(category.id)}
          />
          <AdminPager
            section="catalog"
            page={categories.data.page}
            total={categories.data.total}
            pageSize={CATEGORIES_PAGE_SIZE}
            isFetching={categories.isFetching}
            onPage={setPage}
          />
        </>
      )}
      <CategoryDialog isOpen={isAdding} kind="lobby" category={null} onClose={() => setIsAdding(false)} />
      <CategoryDialog
        isOpen={rowOf(editId) !== null}
        kind="lobby"
        category={rowOf(editId)}
        onClose={() => setEditId(null)}
      />
      <DeleteCategoryDialog category={rowOf(deleteId)} onClose={() => setDeleteId(null)} />
    </>
  )
}

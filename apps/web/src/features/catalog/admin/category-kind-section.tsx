import type { AdminCategoryRow } from '@khela/contracts/admin-catalog'
import type { CategoryKind } from '@khela/contracts/catalog'
import { useId, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { CategoriesTable } from './categories-table.tsx'
import { CategoryDialog } from './category-dialog.tsx'
import { DeleteCategoryDialog } from './delete-category-dialog.tsx'
import { useAdminCategories } from './find-admin-categories.ts'
import { LoadFailure } from './load-failure.tsx'

/** One kind's list (Main Categories or Sub Categories) with its Add modal for a name. */
export function CategoryKindSection({ kind }: { kind: Exclude<CategoryKind, 'lobby'> }) {
  const { t } = useTranslation('admin')
  const headingId = useId()
  const categories = useAdminCategories({ kind, search: '', page: 1 })
  const [isAdding, setIsAdding] = useState(false)
  const [editId, setEditId] = useState<number | null>(null)
  const [deleteId, setDeleteId] = useState<number | null>(null)
  const rowOf = (id: number | null): AdminCategoryRow | null =>
    categories.data?.categories.find((category) => category.id === id) ?? null

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-bold text-white">
          {t(`catalog.kinds.${kind}`)}
        </h2>
        <button type="button" onClick={() => setIsAdding(true)} className={buttonClass('gold', 'sm')}>
          {t(`catalog.categories.addKind.${kind}`)}
        </button>
      </div>
      {categories.isPending ? (
        <p role="status" className="py-6 text-center text-sm text-slate-400">
          {t('loading')}
        </p>
      ) : categories.isError ? (
        <LoadFailure error={categories.error} onRetry={() => categories.refetch()} />
      ) : categories.data.categories.length === 0 ? (
        <p className="rounded-xl border border-dashed border-night-600 py-6 text-center text-sm text-slate-400">
          {t('catalog.categories.empty')}
        </p>
      ) : (
        <CategoriesTable
          categories={categories.data.categories}
          onEdit={(category) => setEditId(category.id)}
          onDelete={(category) => setDeleteId(category.id)}
        />
      )}
      <CategoryDialog isOpen={isAdding} kind={kind} category={null} onClose={() => setIsAdding(false)} />
      <CategoryDialog
        isOpen={rowOf(editId) !== null}
        kind={kind}
        category={rowOf(editId)}
        onClose={() => setEditId(null)}
      />
      <DeleteCategoryDialog category={rowOf(deleteId)} onClose={() => setDeleteId(null)} />
    </section>
  )
}

import type { AdminCategoryRow } from '@khela/contracts/admin-catalog'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { Modal } from '../../../components/ui/modal.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { catalogErrorMessage } from './catalog-error-message.ts'
import { useDeleteCategory } from './delete-category.ts'

interface DeleteCategoryDialogProps {
  /** Null keeps the dialog closed. */
  category: AdminCategoryRow | null
  onClose: () => void
}

/** Asks before deleting; a category that still holds games is refused, and the dialog says what to do instead. */
export function DeleteCategoryDialog({ category, onClose }: DeleteCategoryDialogProps) {
  const { t } = useTranslation('admin')
  const deleteCategory = useDeleteCategory()
  const name = category ? category.name[currentLanguage()] || category.name.en : ''

  const close = () => {
    deleteCategory.reset()
    onClose()
  }

  return (
    <Modal isOpen={category !== null} onClose={close} title={t('catalog.categories.deleteTitle', { name })}>
      <div className="space-y-4 p-4 text-sm">
        <p className="text-slate-200">{t('catalog.categories.deleteBody', { name })}</p>
        {deleteCategory.isError && (
          <p
            role="alert"
            className="rounded-lg border border-ember-500/40 bg-ember-500/10 p-3 font-medium text-ember-400"
          >
            {catalogErrorMessage(deleteCategory.error, 'categories.deleteErrors')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={buttonClass('ghost')}>
            {t('catalog.cancel')}
          </button>
          <button
            type="button"
            disabled={deleteCategory.isPending}
            onClick={() => {
              if (!category) return
              deleteCategory.mutate(category.id, {
                onSuccess: () => {
                  notify('success', t('catalog.categories.deleted', { name }))
                  close()
                },
              })
            }}
            className={buttonClass('danger')}
          >
            {deleteCategory.isPending ? '...' : t('catalog.categories.deleteConfirm')}
          </button>
        </div>
      </div>
    </Modal>
  )
}

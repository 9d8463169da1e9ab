import {
  type AdminCategoryRow,
  adminCategoryCreate,
  adminCategoryUpdate,
  catalogTextLimits,
} from '@khela/contracts/admin-catalog'
import { type CatalogStatus, type CategoryKind, catalogStatuses } from '@khela/contracts/catalog'
import { type FormEvent, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { catalogErrorMessage } from './catalog-error-message.ts'
import { useCreateCategory } from './create-category.ts'
import { apiFieldErrorsOf, type FieldErrors, fieldErrorsOf } from './form-errors.ts'
import { useUpdateCategory } from './update-category.ts'

interface CategoryDialogProps {
  isOpen: boolean
  kind: CategoryKind
  /** The category to edit; null adds one. */
  category: AdminCategoryRow | null
  onClose: () => void
}

const formFields = ['name.en', 'name.bn', 'slug', 'position', 'status']

/**
 * Adds or edits a category. A main or sub category is added by its name alone (the original's Add modal):
 * the Bengali name and the link name follow from it and can be changed later.
 */
export function CategoryDialog({ isOpen, kind, category, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('admin')
  const title = category
    ? t('catalog.categories.editTitle', { name: category.name.en })
    : t(`catalog.categories.addTitle.${kind}`)
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title}>
      {isOpen && <CategoryForm kind={kind} category={category} onDone={onClose} />}
    </Modal>
  )
}

function CategoryForm({
  kind,
  category,
  onDone,
}: {
  kind: CategoryKind
  category: AdminCategoryRow | null
  onDone: () => void
}) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const createCategory = useCreateCategory()
  const updateCategory = useUpdateCategory()
  const isNameOnly = !category && kind !== 'lobby'
  const [nameEn, setNameEn] = useState(category?.name.en ?? '')
  const [nameBn, setNameBn] = useState(category?.name.bn ?? '')
  const [slug, setSlug] = useState(category?.slug ?? '')
  const [position, setPosition] = useState(category ? String(category.position) : '')
  const [status, setStatus] = useState<CatalogStatus>(category?.status ?? 'active')
  const [errors, setErrors] = useState<FieldErrors>({})
  const mutation = category ? updateCategory : createCategory
  // A name-only category's link name is made from its name, so a taken one is the name's problem.
  const nameError = errors['name.en'] ?? (isNameOnly ? errors.slug : undefined)
  const generalError =
    mutation.isError && !formFields.some((field) => apiFieldErrorsOf(mutation.error)[field])
      ? catalogErrorMessage(mutation.error, 'categories.saveErrors')
      : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const positionValue = position.trim() === '' ? undefined : Number(position)
    const done = (saved: AdminCategoryRow) => {
      notify(
        'success',
        t(category ? 'catalog.categories.saved' : 'catalog.categories.added', { name: saved.name.en }),
      )
      onDone()
    }
    const onError = (error: unknown) => setErrors(apiFieldErrorsOf(error))
    if (category) {
      const update = {
        name: { en: nameEn, bn: nameBn },
        slug,
        position: positionValue,
        status,
      }
      const checked = adminCategoryUpdate.safeParse(update)
      if (!checked.success) return setErrors(fieldErrorsOf(checked.error))
      setErrors({})
      updateCategory.mutate({ id: category.id, update }, { onSuccess: done, onError })
      return
    }
    const create = isNameOnly
      ? { kind, name: { en: nameEn } }
      : {
          kind,
          name: { en: nameEn, bn: nameBn || undefined },
          slug: slug || undefined,
          position: positionValue,
          status,
        }
    const checked = adminCategoryCreate.safeParse(create)
    if (!checked.success) return setErrors(fieldErrorsOf(checked.error))
    setErrors({})
    createCategory.mutate(create, { onSuccess: done, onError })
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <FormField label={t('catalog.categories.fields.nameEn')} error={fieldErrorText(nameError)}>
        {(control) => (
          <input
            {...control}
            value={nameEn}
            maxLength={catalogTextLimits.categoryName}
            onChange={(event) => setNameEn(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      {!isNameOnly && (
        <>
          <FormField label={t('catalog.categories.fields.nameBn')} error={fieldErrorText(errors['name.bn'])}>
            {(control) => (
              <input
                {...control}
                value={nameBn}
                lang="bn"
                maxLength={catalogTextLimits.categoryName}
                onChange={(event) => setNameBn(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField
            label={t('catalog.categories.fields.slug')}
            error={fieldErrorText(errors.slug)}
            hint={<p className="text-xs text-slate-400">{t('catalog.categories.fields.slugHint')}</p>}
          >
            {(control) => (
              <input
                {...control}
                value={slug}
                maxLength={80}
                spellCheck={false}
                onChange={(event) => setSlug(event.target.value.toLowerCase())}
                className={`${inputClass} font-mono`}
              />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField
              label={t('catalog.categories.fields.position')}
              error={fieldErrorText(errors.position)}
            >
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={position}
                  placeholder={t('catalog.categories.fields.positionLast')}
                  onChange={(event) => setPosition(event.target.value)}
                  className={inputClass}
                />
              )}
            </FormField>
            <FormField label={t('catalog.categories.fields.status')} error={fieldErrorText(errors.status)}>
              {(control) => (
                <select
                  {...control}
                  value={status}
                  onChange={(event) => setStatus(event.target.value as CatalogStatus)}
                  className={inputClass}
                >
                  {catalogStatuses.map((option) => (
                    <option key={option} value={option}>
                      {t(`catalog.status.${option}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
        </>
      )}
      {generalError && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {generalError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClass('ghost')}>
          {t('catalog.cancel')}
        </button>
        <button type="submit" disabled={mutation.isPending} className={buttonClass('gold')}>
          {mutation.isPending ? '...' : t(category ? 'catalog.save' : 'catalog.categories.add')}
        </button>
      </div>
    </form>
  )
}

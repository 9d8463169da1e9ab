import {
  type AdminCategoryCreate,
  type AdminCategoryRow,
  type AdminCategoryUpdate,
  adminCategoryCreate,
  adminCategoryUpdate,
  catalogTextLimits,
} from '@khela/contracts/admin-catalog'
import { type CategoryKind, catalogStatuses } from '@khela/contracts/catalog'
import { z } from 'zod'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { catalogErrorMessage } from './catalog-error-message.ts'
import { useCreateCategory } from './create-category.ts'
import { useUpdateCategory } from './update-category.ts'

interface CategoryDialogProps {
  isOpen: boolean
  kind: CategoryKind
  /** The category to edit; null adds one. */
  category: AdminCategoryRow | null
  onClose: () => void
}

const formFields = ['name.en', 'name.bn', 'slug', 'position', 'status'] as const

/** What the dialog's fields hold: everything typed, the position empty for "last". */
const categoryValues = z.object({
  name: z.object({ en: z.string(), bn: z.string() }),
  slug: z.string(),
  position: z.string().transform((text) => (text.trim() === '' ? undefined : Number(text))),
  status: z.string(),
})

type CategoryBody =
  | { update: z.output<typeof adminCategoryUpdate> }
  | { create: z.output<typeof adminCategoryCreate> }

/**
 * The contract's schema for what the dialog sends: an edit sends every field; a new category leaves out what is
 * blank (the server fills it in), and a name-only one sends its English name alone.
 */
function categoryForm(
  kind: CategoryKind,
  isEdit: boolean,
  isNameOnly: boolean,
): z.ZodType<CategoryBody, z.input<typeof categoryValues>> {
  if (isEdit) {
    return categoryValues
      .transform((values): AdminCategoryUpdate => values)
      .pipe(adminCategoryUpdate)
      .transform((update) => ({ update }))
  }
  return categoryValues
    .transform(
      ({ name, slug, position, status }): AdminCategoryCreate =>
        isNameOnly
          ? { kind, name: { en: name.en } }
          : {
              kind,
              name: { en: name.en, bn: name.bn || undefined },
              slug: slug || undefined,
              position,
              status,
            },
    )
    .pipe(adminCategoryCreate)
    .transform((create) => ({ create }))
}

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
  const form = useZodForm(categoryForm(kind, category !== null, isNameOnly), {
    name: { en: category?.name.en ?? '', bn: category?.name.bn ?? '' },
    slug: category?.slug ?? '',
    position: category ? String(category.position) : '',
    status: category?.status ?? 'active',
  })
  const mutation = category ? updateCategory : createCategory
  const { failure, clear, fail } = useSubmitFailure(form.setError, formFields, (error) =>
    catalogErrorMessage(error, 'categories.saveErrors'),
  )
  const { errors } = form.formState
  // A name-only category's link name is made from its name, so a taken one is the name's problem.
  const nameError = errors.name?.en?.message ?? (isNameOnly ? errors.slug?.message : undefined)
  const slugField = form.register('slug')

  const submit = form.handleSubmit((body) => {
    clear()
    const done = (saved: AdminCategoryRow) => {
      notify(
        'success',
        t(category ? 'catalog.categories.saved' : 'catalog.categories.added', { name: saved.name.en }),
      )
      onDone()
    }
    if ('update' in body) {
      if (category)
        updateCategory.mutate({ id: category.id, update: body.update }, { onSuccess: done, onError: fail })
      return
    }
    createCategory.mutate(body.create, { onSuccess: done, onError: fail })
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <FormField label={t('catalog.categories.fields.nameEn')} error={fieldErrorText(nameError)}>
        {(control) => (
          <input
            {...control}
            {...form.register('name.en')}
            maxLength={catalogTextLimits.categoryName}
            className={inputClass}
          />
        )}
      </FormField>
      {!isNameOnly && (
        <>
          <FormField
            label={t('catalog.categories.fields.nameBn')}
            error={fieldErrorText(errors.name?.bn?.message)}
          >
            {(control) => (
              <input
                {...control}
                {...form.register('name.bn')}
                lang="bn"
                maxLength={catalogTextLimits.categoryName}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField
            label={t('catalog.categories.fields.slug')}
            error={fieldErrorText(errors.slug?.message)}
            hint={<p className="text-xs text-slate-400">{t('catalog.categories.fields.slugHint')}</p>}
          >
            {(control) => (
              <input
                {...control}
                {...slugField}
                maxLength={80}
                spellCheck={false}
                onChange={(event) => {
                  const lower = event.target.value.toLowerCase()
                  if (lower !== event.target.value) event.target.value = lower
                  return slugField.onChange(event)
                }}
                className={`${inputClass} font-mono`}
              />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField
              label={t('catalog.categories.fields.position')}
              error={fieldErrorText(errors.position?.message)}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register('position')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  placeholder={t('catalog.categories.fields.positionLast')}
                  className={inputClass}
                />
              )}
            </FormField>
            <FormField
              label={t('catalog.categories.fields.status')}
              error={fieldErrorText(errors.status?.message)}
            >
              {(control) => (
                <select {...control} {...form.register('status')} className={inputClass}>
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
      {failure && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {failure}
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

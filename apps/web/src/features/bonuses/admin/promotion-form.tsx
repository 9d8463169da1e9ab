import { adminPromotionCreate, type PromotionCategory, type StoredImage } from '@khela/contracts/content'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { ImageUploadField } from '../../../components/admin/image-upload-field.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { AddCategoryDialog } from './add-category-dialog.tsx'
import { useCreatePromotion } from './create-promotion.ts'

/** The picture is held by its key once uploaded ('' until then); a promotion made here is published at once. */
const emptyValues = {
  title: { en: '', bn: '' },
  details: { en: '', bn: '' },
  imageKey: '',
  categoryIds: [] as string[],
  isPublished: true,
}
const formFields = ['title.en', 'title.bn', 'details.en', 'details.bn', 'imageKey', 'categoryIds'] as const
const textareaClass = `${inputClass} h-auto min-h-28 py-2 leading-relaxed`

/** The original's promotion form: categories with checkboxes, title, picture and details, and 'Publish Now'. */
export function PromotionForm({ categories }: { categories: PromotionCategory[] }) {
  const { t } = useTranslation('admin')
  const fieldText = useFieldErrorText()
  const create = useCreatePromotion()
  const form = useZodForm(adminPromotionCreate, emptyValues)
  const { failure, clear, fail } = useSubmitFailure(form.setError, formFields)
  const { errors, isSubmitted } = form.formState
  const categoryIds = useWatch({ control: form.control, name: 'categoryIds' }) ?? []
  // The preview needs the whole upload; the form keeps only its key.
  const [image, setImage] = useState<StoredImage | null>(null)
  const [isAddingCategory, setIsAddingCategory] = useState(false)
  // The upload field keeps the chosen file's name; a new key empties it after publishing.
  const [formKey, setFormKey] = useState(0)

  return (
    <>
      <form
        key={formKey}
        noValidate
        aria-label={t('content.promotions.formTitle')}
        className="grid gap-5 rounded-2xl border border-night-700 bg-night-850 p-4 sm:p-6 lg:grid-cols-[16rem_1fr]"
        onSubmit={form.handleSubmit((promotion) => {
          clear()
          create.mutate(promotion, {
            onSuccess: (created) => {
              notify('success', t('content.promotions.published', { title: created.title.en }))
              form.reset(emptyValues)
              setImage(null)
              setFormKey((key) => key + 1)
            },
            onError: fail,
          })
        })}
      >
        <fieldset className="space-y-2">
          <legend className="mb-2 text-xs font-semibold text-slate-300">
            {t('content.promotions.categories')}
          </legend>
          {categories.length === 0 && (
            <p className="text-sm text-slate-500">{t('content.promotions.noCategories')}</p>
          )}
          {categories.map((category) => (
            <label key={category.id} className="flex items-center gap-2 text-sm text-slate-200">
              <input
                type="checkbox"
                checked={categoryIds.includes(category.id)}
                onChange={(event) =>
                  form.setValue(
                    'categoryIds',
                    event.target.checked
                      ? [...categoryIds, category.id]
                      : categoryIds.filter((id) => id !== category.id),
                  )
                }
                className="size-4 accent-gold-500"
              />
              {category.name.en}
            </label>
          ))}
          <button
            type="button"
            onClick={() => setIsAddingCategory(true)}
            className={`${buttonClass('outline', 'sm')} mt-2`}
          >
            <Plus aria-hidden size={14} />
            {t('content.promotions.addCategory')}
          </button>
        </fieldset>
        <div className="space-y-4">
          <h2 className="text-base font-bold text-white">{t('content.promotions.formTitle')}</h2>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label={t('content.promotions.titleEn')} error={fieldText(errors.title?.en?.message)}>
              {(control) => <input {...control} {...form.register('title.en')} className={inputClass} />}
            </FormField>
            <FormField label={t('content.promotions.titleBn')} error={fieldText(errors.title?.bn?.message)}>
              {(control) => <input {...control} {...form.register('title.bn')} className={inputClass} />}
            </FormField>
          </div>
          <ImageUploadField
            label={t('content.promotions.image')}
            hint={t('content.promotions.imageHint')}
            image={image}
            onChange={(uploaded) => {
              setImage(uploaded)
              form.setValue('imageKey', uploaded?.key ?? '', { shouldValidate: isSubmitted })
            }}
            error={errors.imageKey ? t('content.upload.required') : undefined}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              label={t('content.promotions.detailsEn')}
              error={fieldText(errors.details?.en?.message)}
            >
              {(control) => (
                <textarea {...control} {...form.register('details.en')} className={textareaClass} />
              )}
            </FormField>
            <FormField
              label={t('content.promotions.detailsBn')}
              error={fieldText(errors.details?.bn?.message)}
            >
              {(control) => (
                <textarea {...control} {...form.register('details.bn')} className={textareaClass} />
              )}
            </FormField>
          </div>
          <FormFailure message={failure} />
          <div className="flex justify-end">
            <button type="submit" disabled={create.isPending} className={buttonClass('gold')}>
              {t('content.promotions.publishNow')}
            </button>
          </div>
        </div>
      </form>
      {/* Outside the form: a form may not hold another. */}
      <AddCategoryDialog isOpen={isAddingCategory} onClose={() => setIsAddingCategory(false)} />
    </>
  )
}

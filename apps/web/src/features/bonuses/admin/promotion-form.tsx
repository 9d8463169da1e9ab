import type { PromotionCategory, StoredImage } from '@khela/contracts/content'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { ImageUploadField } from '../../../components/admin/image-upload-field.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { AddCategoryDialog } from './add-category-dialog.tsx'
import { useCreatePromotion } from './create-promotion.ts'

const emptyValues = { titleEn: '', titleBn: '', detailsEn: '', detailsBn: '' }
const textareaClass = `${inputClass} h-auto min-h-28 py-2 leading-relaxed`

/** The original's promotion form: categories with checkboxes, title, picture and details, and 'Publish Now'. */
export function PromotionForm({ categories }: { categories: PromotionCategory[] }) {
  const { t } = useTranslation('admin')
  const fieldText = useFieldErrorText()
  const create = useCreatePromotion()
  const [values, setValues] = useState(emptyValues)
  const [categoryIds, setCategoryIds] = useState<string[]>([])
  const [image, setImage] = useState<StoredImage | null>(null)
  const [isImageMissing, setIsImageMissing] = useState(false)
  const [isAddingCategory, setIsAddingCategory] = useState(false)
  // The upload field keeps the chosen file's name; a new key empties it after publishing.
  const [formKey, setFormKey] = useState(0)
  const fields = create.error instanceof ApiError ? (create.error.fields ?? {}) : {}
  const set = (name: keyof typeof emptyValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }))

  return (
    <>
      <form
        key={formKey}
        noValidate
        aria-label={t('content.promotions.formTitle')}
        className="grid gap-5 rounded-2xl border border-night-700 bg-night-850 p-4 sm:p-6 lg:grid-cols-[16rem_1fr]"
        onSubmit={(event) => {
          event.preventDefault()
          if (!image) {
            setIsImageMissing(true)
            return
          }
          create.mutate(
            {
              title: { en: values.titleEn, bn: values.titleBn },
              details: { en: values.detailsEn, bn: values.detailsBn },
              imageKey: image.key,
              categoryIds,
              isPublished: true,
            },
            {
              onSuccess: (promotion) => {
                notify('success', t('content.promotions.published', { title: promotion.title.en }))
                setValues(emptyValues)
                setCategoryIds([])
                setImage(null)
                setFormKey((key) => key + 1)
              },
            },
          )
        }}
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
                  setCategoryIds((current) =>
                    event.target.checked
                      ? [...current, category.id]
                      : current.filter((id) => id !== category.id),
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
            <FormField label={t('content.promotions.titleEn')} error={fieldText(fields['title.en'])}>
              {(control) => (
                <input {...control} value={values.titleEn} onChange={set('titleEn')} className={inputClass} />
              )}
            </FormField>
            <FormField label={t('content.promotions.titleBn')} error={fieldText(fields['title.bn'])}>
              {(control) => (
                <input {...control} value={values.titleBn} onChange={set('titleBn')} className={inputClass} />
              )}
            </FormField>
          </div>
          <ImageUploadField
            label={t('content.promotions.image')}
            hint={t('content.promotions.imageHint')}
            image={image}
            onChange={(uploaded) => {
              setImage(uploaded)
              setIsImageMissing(false)
            }}
            error={isImageMissing || fields.imageKey ? t('content.upload.required') : undefined}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label={t('content.promotions.detailsEn')} error={fieldText(fields['details.en'])}>
              {(control) => (
                <textarea
                  {...control}
                  value={values.detailsEn}
                  onChange={set('detailsEn')}
                  className={textareaClass}
                />
              )}
            </FormField>
            <FormField label={t('content.promotions.detailsBn')} error={fieldText(fields['details.bn'])}>
              {(control) => (
                <textarea
                  {...control}
                  value={values.detailsBn}
                  onChange={set('detailsBn')}
                  className={textareaClass}
                />
              )}
            </FormField>
          </div>
          <FormFailure
            message={create.isError && Object.keys(fields).length === 0 ? errorMessage(create.error) : null}
          />
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

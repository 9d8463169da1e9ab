import { adminPromotionCategoryCreate } from '@khela/contracts/content'
import { z } from 'zod'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { useCreatePromotionCategory } from './create-promotion-category.ts'

/** A blank Bengali name means "the same as the English one", which the API takes as no Bengali name. */
const categoryForm = z
  .object({ name: z.object({ en: z.string(), bn: z.string() }) })
  .transform(({ name }) => ({ name: name.bn.trim() === '' ? { en: name.en } : name }))
  .pipe(adminPromotionCategoryCreate)
const formFields = ['name.en', 'name.bn'] as const

/** 'Add Category': a name in English, and in Bengali if it differs. */
export function AddCategoryDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const fieldText = useFieldErrorText()
  const create = useCreatePromotionCategory()
  const form = useZodForm(categoryForm, { name: { en: '', bn: '' } })
  const { failure, clear, fail } = useSubmitFailure(form.setError, formFields)
  const { errors } = form.formState
  const close = () => {
    create.reset()
    clear()
    form.reset()
    onClose()
  }
  return (
    <Modal isOpen={isOpen} onClose={close} title={t('content.promotions.addCategory')}>
      <form
        noValidate
        className="space-y-4 p-4"
        onSubmit={form.handleSubmit((category) => {
          clear()
          create.mutate(category, { onSuccess: close, onError: fail })
        })}
      >
        <FormField label={t('content.promotions.categoryNameEn')} error={fieldText(errors.name?.en?.message)}>
          {(control) => <input {...control} {...form.register('name.en')} className={inputClass} />}
        </FormField>
        <FormField
          label={t('content.promotions.categoryNameBn')}
          error={fieldText(errors.name?.bn?.message)}
          hint={t('content.promotions.categoryNameBnHint')}
        >
          {(control) => <input {...control} {...form.register('name.bn')} className={inputClass} />}
        </FormField>
        <FormFailure message={failure} />
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={buttonClass('ghost')}>
            {t('content.promotions.cancel')}
          </button>
          <button type="submit" disabled={create.isPending} className={buttonClass('gold')}>
            {t('content.promotions.saveCategory')}
          </button>
        </div>
      </form>
    </Modal>
  )
}

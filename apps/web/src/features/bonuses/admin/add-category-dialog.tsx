import { useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useCreatePromotionCategory } from './create-promotion-category.ts'

/** 'Add Category': a name in English, and in Bengali if it differs. */
export function AddCategoryDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const fieldText = useFieldErrorText()
  const create = useCreatePromotionCategory()
  const [en, setEn] = useState('')
  const [bn, setBn] = useState('')
  const fields = create.error instanceof ApiError ? (create.error.fields ?? {}) : {}
  const close = () => {
    create.reset()
    setEn('')
    setBn('')
    onClose()
  }
  return (
    <Modal isOpen={isOpen} onClose={close} title={t('content.promotions.addCategory')}>
      <form
        noValidate
        className="space-y-4 p-4"
        onSubmit={(event) => {
          event.preventDefault()
          create.mutate({ name: { en, bn: bn.trim() === '' ? undefined : bn } }, { onSuccess: close })
        }}
      >
        <FormField label={t('content.promotions.categoryNameEn')} error={fieldText(fields['name.en'])}>
          {(control) => (
            <input
              {...control}
              value={en}
              onChange={(event) => setEn(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          label={t('content.promotions.categoryNameBn')}
          error={fieldText(fields['name.bn'])}
          hint={t('content.promotions.categoryNameBnHint')}
        >
          {(control) => (
            <input
              {...control}
              value={bn}
              onChange={(event) => setBn(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormFailure
          message={create.isError && Object.keys(fields).length === 0 ? errorMessage(create.error) : null}
        />
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

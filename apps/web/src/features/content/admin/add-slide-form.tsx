import type { StoredImage } from '@khela/contracts/content'
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
import { useCreateSlide } from './create-slide.ts'

/** 'Add More Slider': a name, where it leads and its picture; it joins the banner at the end. */
export function AddSlideForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin')
  const fieldText = useFieldErrorText()
  const createSlide = useCreateSlide()
  const [name, setName] = useState('')
  const [link, setLink] = useState('')
  const [image, setImage] = useState<StoredImage | null>(null)
  const [isImageMissing, setIsImageMissing] = useState(false)
  const fields = createSlide.error instanceof ApiError ? (createSlide.error.fields ?? {}) : {}
  const isFieldFailure = Object.keys(fields).length > 0

  return (
    <form
      noValidate
      aria-label={t('content.slider.addTitle')}
      className="space-y-4 rounded-2xl border border-night-700 bg-night-850 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault()
        if (!image) {
          setIsImageMissing(true)
          return
        }
        createSlide.mutate(
          { name, imageKey: image.key, link: link.trim() === '' ? null : link.trim() },
          {
            onSuccess: (slide) => {
              notify('success', t('content.slider.added', { name: slide.name }))
              onDone()
            },
          },
        )
      }}
    >
      <h2 className="text-base font-bold text-white">{t('content.slider.addTitle')}</h2>
      <FormField label={t('content.slider.name')} error={fieldText(fields.name)}>
        {(control) => (
          <input
            {...control}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label={t('content.slider.link')}
        error={fieldText(fields.link)}
        hint={t('content.slider.linkHint')}
      >
        {(control) => (
          <input
            {...control}
            value={link}
            placeholder="/bonuses"
            onChange={(event) => setLink(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <ImageUploadField
        label={t('content.slider.image')}
        hint={t('content.slider.imageHint')}
        image={image}
        onChange={(uploaded) => {
          setImage(uploaded)
          setIsImageMissing(false)
        }}
        error={isImageMissing || fields.imageKey ? t('content.upload.required') : undefined}
      />
      <FormFailure
        message={createSlide.isError && !isFieldFailure ? errorMessage(createSlide.error) : null}
      />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClass('ghost')}>
          {t('content.cancel')}
        </button>
        <button type="submit" disabled={createSlide.isPending} className={buttonClass('gold')}>
          {t('content.slider.save')}
        </button>
      </div>
    </form>
  )
}

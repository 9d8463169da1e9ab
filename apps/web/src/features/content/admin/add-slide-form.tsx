import { type AdminSlideCreate, adminSlideCreate, type StoredImage } from '@khela/contracts/content'
import { useState } from 'react'
import { z } from 'zod'
import { ImageUploadField } from '../../../components/admin/image-upload-field.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { useCreateSlide } from './create-slide.ts'

/** An empty link is no link; the picture is held by its key once uploaded ('' until then). */
const slideForm = z
  .object({ name: z.string(), link: z.string(), imageKey: z.string() })
  .transform(
    ({ name, link, imageKey }): AdminSlideCreate => ({
      name,
      imageKey,
      link: link.trim() === '' ? null : link.trim(),
    }),
  )
  .pipe(adminSlideCreate)
const formFields = ['name', 'link', 'imageKey'] as const

/** 'Add More Slider': a name, where it leads and its picture; it joins the banner at the end. */
export function AddSlideForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin')
  const fieldText = useFieldErrorText()
  const createSlide = useCreateSlide()
  const form = useZodForm(slideForm, { name: '', link: '', imageKey: '' })
  const { failure, clear, fail } = useSubmitFailure(form.setError, formFields)
  const { errors, isSubmitted } = form.formState
  // The preview needs the whole upload; the form keeps only its key.
  const [image, setImage] = useState<StoredImage | null>(null)

  return (
    <form
      noValidate
      aria-label={t('content.slider.addTitle')}
      className="space-y-4 rounded-2xl border border-night-700 bg-night-850 p-4 sm:p-6"
      onSubmit={form.handleSubmit((slide) => {
        clear()
        createSlide.mutate(slide, {
          onSuccess: (created) => {
            notify('success', t('content.slider.added', { name: created.name }))
            onDone()
          },
          onError: fail,
        })
      })}
    >
      <h2 className="text-base font-bold text-white">{t('content.slider.addTitle')}</h2>
      <FormField label={t('content.slider.name')} error={fieldText(errors.name?.message)}>
        {(control) => <input {...control} {...form.register('name')} className={inputClass} />}
      </FormField>
      <FormField
        label={t('content.slider.link')}
        error={fieldText(errors.link?.message)}
        hint={t('content.slider.linkHint')}
      >
        {(control) => (
          <input {...control} {...form.register('link')} placeholder="/bonuses" className={inputClass} />
        )}
      </FormField>
      <ImageUploadField
        label={t('content.slider.image')}
        hint={t('content.slider.imageHint')}
        image={image}
        onChange={(uploaded) => {
          setImage(uploaded)
          form.setValue('imageKey', uploaded?.key ?? '', { shouldValidate: isSubmitted })
        }}
        error={errors.imageKey ? t('content.upload.required') : undefined}
      />
      <FormFailure message={failure} />
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

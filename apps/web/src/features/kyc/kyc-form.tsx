import type { KycSubmissionInput } from '@khela/contracts/kyc'
import { kycDocumentTypes } from '@khela/contracts/kyc-rules'
import { useQueryClient } from '@tanstack/react-query'
import { type Ref, useEffect, useState } from 'react'
import { Controller, type UseFormSetError } from 'react-hook-form'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { isFieldErrorCode } from '../../lib/field-errors.ts'
import { hasTranslation, translate, useTranslation } from '../../lib/i18n.ts'
import { notify } from '../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../lib/use-zod-form.ts'
import { playerKycQueryKey, submitKyc, uploadKycImage } from './kyc-api.ts'
import {
  emptyKycForm,
  type KycPicture,
  kycApiFields,
  kycFormFieldOf,
  kycSubmissionForm,
  kycSubmissionOf,
  picturesFor,
} from './kyc-submission-form.ts'

const acceptedTypes = 'image/png,image/jpeg,image/webp,image/avif'

/** A field code or an image error code (NOT_AN_IMAGE, IMAGE_TOO_LARGE…) in the reader's language. */
function problemText(code: string | undefined): string | undefined {
  if (code === undefined) return undefined
  if (isFieldErrorCode(code)) return translate('common', `fieldErrors.${code}`)
  if (hasTranslation('common', `errors.${code}`)) return translate('common', `errors.${code}`)
  return translate('common', 'fieldErrors.INVALID_FORMAT')
}

/**
 * The document, its number and three pictures (no back for a passport). Each picture is uploaded on Send, one
 * after another, then the submission names them; a picture the server refuses is marked at its own field.
 */
export function KycForm() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useZodForm(kycSubmissionForm, emptyKycForm)
  // The server names a picture by its id's field (`frontImageId`); the form puts it on the picture chosen for it.
  const setApiError: UseFormSetError<KycSubmissionInput> = (name, error, options) => {
    const field = kycFormFieldOf[name]
    if (field) form.setError(field, error, options)
  }
  const { failure, clear, fail } = useSubmitFailure(setApiError, kycApiFields)
  const { errors, isSubmitting } = form.formState
  const documentType = form.watch('documentType')

  const submit = form.handleSubmit(async ({ uploads, ...document }) => {
    let uploading: KycPicture | null = null
    try {
      const ids: Partial<Record<KycPicture, string>> = {}
      for (const { picture, file } of uploads) {
        uploading = picture
        ids[picture] = (await uploadKycImage(file)).id
      }
      uploading = null
      await submitKyc(kycSubmissionOf(document, ids))
      notify('success', t('kyc.form.sent'))
      void queryClient.invalidateQueries({ queryKey: playerKycQueryKey })
    } catch (error) {
      // An upload refused for what the file is (not an image, too large, damaged) belongs to that picture.
      if (uploading && error instanceof ApiError && error.code !== 'VALIDATION_FAILED' && error.status < 500)
        form.setError(uploading, { type: 'server', message: error.code }, { shouldFocus: true })
      else fail(error)
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: playerKycQueryKey })
    }
  })

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // Enter in the number field while the pictures upload must not send them twice.
        if (form.formState.isSubmitting) return
        clear()
        void submit(event)
      }}
      className="space-y-4"
    >
      <p className="text-sm text-slate-400">{t('kyc.form.intro')}</p>
      <fieldset>
        <legend className="mb-1.5 block text-xs font-semibold text-slate-300">
          {t('kyc.form.documentType')}
        </legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {kycDocumentTypes.map((type) => (
            <label
              key={type}
              className={`flex h-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-sm font-semibold transition has-focus-visible:ring-2 has-focus-visible:ring-gold-400 ${
                documentType === type
                  ? 'border-gold-500 bg-gold-500/15 text-gold-300'
                  : 'border-night-600 bg-night-800 text-slate-300'
              }`}
            >
              <input
                type="radio"
                value={type}
                {...form.register('documentType', { onChange: () => form.clearErrors() })}
                className="sr-only"
              />
              {t(`kyc.documentTypes.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        label={t('kyc.form.documentNumber')}
        error={problemText(errors.documentNumber?.message)}
        hint={<p className="text-xs text-slate-400">{t(`kyc.form.numberHint.${documentType}`)}</p>}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('documentNumber', { onChange: () => form.clearErrors('documentNumber') })}
            autoComplete="off"
            inputMode={documentType === 'national_id' ? 'numeric' : 'text'}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        {picturesFor(documentType).map((picture) => (
          <Controller
            key={picture}
            control={form.control}
            name={picture}
            render={({ field }) => (
              <PictureField
                label={t(`kyc.form.pictures.${picture}`)}
                file={field.value ?? undefined}
                error={problemText(errors[picture]?.message)}
                inputRef={field.ref}
                onChange={(file) => {
                  field.onChange(file ?? null)
                  form.clearErrors(picture)
                }}
              />
            )}
          />
        ))}
      </div>
      <p className="text-xs text-slate-400">{t('kyc.form.privacy')}</p>
      <FormFailure message={failure} />
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        className={`${buttonClass('gold', 'lg')} w-full sm:w-auto`}
      >
        {isSubmitting ? t('kyc.form.sending') : t('kyc.form.send')}
      </button>
    </form>
  )
}

/** A file input with a preview of the chosen file, made on this device (nothing is fetched from the server). */
function PictureField({
  label,
  file,
  error,
  inputRef,
  onChange,
}: {
  label: string
  file: File | undefined
  error: string | undefined
  /** Where the form puts the focus when this picture is missing or refused. */
  inputRef: Ref<HTMLInputElement>
  onChange: (file: File | undefined) => void
}) {
  const [preview, setPreview] = useState<string>()
  useEffect(() => {
    if (!file) return setPreview(undefined)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <div className="space-y-2">
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={acceptedTypes}
            onChange={(event) => onChange(event.target.files?.[0])}
            className="block w-full text-xs text-slate-300 file:mr-2 file:h-9 file:rounded-lg file:border-0 file:bg-night-700 file:px-3 file:text-xs file:font-semibold file:text-white"
          />
          {preview && (
            <img
              src={preview}
              alt=""
              className="h-24 w-full rounded-lg border border-night-600 object-cover"
            />
          )}
        </div>
      )}
    </FormField>
  )
}

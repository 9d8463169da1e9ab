import { maxImageUploadBytes } from '@khela/contracts/images'
import {
  documentNumberError,
  type KycDocumentType,
  kycDocumentTypes,
  needsBackImage,
} from '@khela/contracts/kyc-rules'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { isFieldErrorCode } from '../../lib/field-errors.ts'
import { hasTranslation, translate, useTranslation } from '../../lib/i18n.ts'
import { notify } from '../../lib/toast.ts'
import { playerKycQueryKey, submitKyc, uploadKycImage } from './kyc-api.ts'

type Picture = 'front' | 'back' | 'selfie'
type Field = 'documentNumber' | Picture
const pictureFields = { front: 'frontImageId', back: 'backImageId', selfie: 'selfieImageId' } as const
const acceptedTypes = 'image/png,image/jpeg,image/webp,image/avif'

/** A field code or an image error code (NOT_AN_IMAGE, IMAGE_TOO_LARGE…) in the reader's language. */
function problemText(code: string): string {
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
  const [documentType, setDocumentType] = useState<KycDocumentType>('national_id')
  const [documentNumber, setDocumentNumber] = useState('')
  const [files, setFiles] = useState<Partial<Record<Picture, File>>>({})
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [isSubmitting, setIsSubmitting] = useState(false)
  const pictures: Picture[] = needsBackImage(documentType) ? ['front', 'back', 'selfie'] : ['front', 'selfie']

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {}
    const numberProblem = documentNumberError(documentType, documentNumber)
    if (numberProblem) found.documentNumber = numberProblem
    for (const picture of pictures) {
      const file = files[picture]
      if (!file) found[picture] = 'REQUIRED'
      else if (file.size > maxImageUploadBytes) found[picture] = 'IMAGE_TOO_LARGE'
    }
    return found
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (isSubmitting) return
    setFailure(null)
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setIsSubmitting(true)
    let current: Picture | null = null
    try {
      const ids: Partial<Record<Picture, string>> = {}
      for (const picture of pictures) {
        current = picture
        const file = files[picture]
        if (file) ids[picture] = (await uploadKycImage(file)).id
      }
      current = null
      await submitKyc({
        documentType,
        documentNumber,
        frontImageId: ids.front ?? '',
        backImageId: ids.back ?? null,
        selfieImageId: ids.selfie ?? '',
      })
      notify('success', t('kyc.form.sent'))
      void queryClient.invalidateQueries({ queryKey: playerKycQueryKey })
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined
      const onFields: Partial<Record<Field, string>> = {}
      if (fields?.documentNumber) onFields.documentNumber = fields.documentNumber
      for (const picture of pictures) {
        const code = fields?.[pictureFields[picture]]
        if (code) onFields[picture] = code
      }
      // An upload refused for what the file is (not an image, too large, damaged) belongs to that picture.
      if (current && error instanceof ApiError && error.code !== 'VALIDATION_FAILED' && error.status < 500)
        onFields[current] = error.code
      if (Object.keys(onFields).length > 0) setErrors(onFields)
      else setFailure(errorMessage(error))
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: playerKycQueryKey })
    } finally {
      setIsSubmitting(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
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
                name="documentType"
                value={type}
                checked={documentType === type}
                onChange={() => {
                  setDocumentType(type)
                  setErrors({})
                }}
                className="sr-only"
              />
              {t(`kyc.documentTypes.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        label={t('kyc.form.documentNumber')}
        error={errors.documentNumber ? problemText(errors.documentNumber) : undefined}
        hint={<p className="text-xs text-slate-400">{t(`kyc.form.numberHint.${documentType}`)}</p>}
      >
        {(control) => (
          <input
            {...control}
            value={documentNumber}
            onChange={(event) => {
              setDocumentNumber(event.target.value)
              if (errors.documentNumber) setErrors(({ documentNumber: _, ...rest }) => rest)
            }}
            autoComplete="off"
            inputMode={documentType === 'national_id' ? 'numeric' : 'text'}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        {pictures.map((picture) => (
          <PictureField
            key={picture}
            label={t(`kyc.form.pictures.${picture}`)}
            file={files[picture]}
            error={errors[picture] ? problemText(errors[picture]) : undefined}
            onChange={(file) => {
              setFiles((current) => ({ ...current, [picture]: file }))
              setErrors(({ [picture]: _, ...rest }) => rest)
            }}
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
  onChange,
}: {
  label: string
  file: File | undefined
  error: string | undefined
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

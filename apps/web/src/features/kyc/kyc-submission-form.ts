import { maxImageUploadBytes } from '@khela/contracts/images'
import {
  documentNumberError,
  type KycDocumentType,
  type KycSubmissionInput,
  kycSubmissionInput,
  needsBackImage,
} from '@khela/contracts/kyc'
import { z } from 'zod'

export type KycPicture = 'front' | 'back' | 'selfie'

/** The KYC form's values: the document, its number as typed, and each picture as chosen on this device. */
export interface KycFormValues {
  documentType: KycDocumentType
  documentNumber: string
  front: File | null
  back: File | null
  selfie: File | null
}

export const emptyKycForm: KycFormValues = {
  documentType: 'national_id',
  documentNumber: '',
  front: null,
  back: null,
  selfie: null,
}

/** The pictures a document needs: a passport has no back worth photographing. */
export function picturesFor(type: KycDocumentType): KycPicture[] {
  return needsBackImage(type) ? ['front', 'back', 'selfie'] : ['front', 'selfie']
}

/** Where each field the API names in its refusals is typed or chosen in the form: a picture's id on the picture. */
export const kycFormFieldOf: Readonly<Record<string, keyof KycFormValues>> = {
  documentNumber: 'documentNumber',
  frontImageId: 'front',
  backImageId: 'back',
  selfieImageId: 'selfie',
}

export const kycApiFields = ['documentNumber', 'frontImageId', 'backImageId', 'selfieImageId'] as const

const picture = z.instanceof(File).nullable()

/**
 * The KYC form's resolver: the document and its number by the contract's own rules, and each picture the document
 * needs chosen and small enough to upload. The pictures are uploaded on Send, so what it gives is the files to
 * upload, in order, beside the document.
 */
export const kycSubmissionForm = z
  .object({
    documentType: kycSubmissionInput.shape.documentType,
    documentNumber: kycSubmissionInput.shape.documentNumber,
    front: picture,
    back: picture,
    selfie: picture,
  })
  .superRefine((values, context) => {
    const numberError = documentNumberError(values.documentType, values.documentNumber)
    if (numberError) context.addIssue({ code: 'custom', message: numberError, path: ['documentNumber'] })
    for (const name of picturesFor(values.documentType)) {
      const file = values[name]
      if (!file) context.addIssue({ code: 'custom', message: 'REQUIRED', path: [name] })
      else if (file.size > maxImageUploadBytes)
        context.addIssue({ code: 'custom', message: 'IMAGE_TOO_LARGE', path: [name] })
    }
  })
  .transform(({ documentType, documentNumber, ...files }) => ({
    documentType,
    documentNumber,
    uploads: picturesFor(documentType).flatMap((name) => {
      const file = files[name]
      return file ? [{ picture: name, file }] : []
    }),
  }))

/** The submission once the pictures are uploaded, each named by its id. */
export function kycSubmissionOf(
  { documentType, documentNumber }: Pick<KycSubmissionInput, 'documentType' | 'documentNumber'>,
  ids: Partial<Record<KycPicture, string>>,
): KycSubmissionInput {
  return {
    documentType,
    documentNumber,
    frontImageId: ids.front ?? '',
    backImageId: ids.back ?? null,
    selfieImageId: ids.selfie ?? '',
  }
}

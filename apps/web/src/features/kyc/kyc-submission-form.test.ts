import { maxImageUploadBytes } from '@khela/contracts/images'
import { describe, expect, it } from 'vitest'
import {
  emptyKycForm,
  type KycFormValues,
  kycSubmissionForm,
  kycSubmissionOf,
  picturesFor,
} from './kyc-submission-form.ts'

const photo = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/png' })
const front = photo('front.png')
const back = photo('back.png')
const selfie = photo('selfie.png')
const values = (overrides: Partial<KycFormValues> = {}): KycFormValues => ({
  ...emptyKycForm,
  documentNumber: '1990 1234 56789',
  front,
  back,
  selfie,
  ...overrides,
})

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map(({ path, message }) => ({ path, message }))

describe('the KYC form', () => {
  it('asks for no back of a passport', () => {
    expect(picturesFor('national_id')).toEqual(['front', 'back', 'selfie'])
    expect(picturesFor('driving_licence')).toEqual(['front', 'back', 'selfie'])
    expect(picturesFor('passport')).toEqual(['front', 'selfie'])
  })

  it('gives the number as typed and the pictures to upload, in order', () => {
    expect(kycSubmissionForm.parse(values())).toEqual({
      documentType: 'national_id',
      documentNumber: '1990 1234 56789',
      uploads: [
        { picture: 'front', file: front },
        { picture: 'back', file: back },
        { picture: 'selfie', file: selfie },
      ],
    })
    expect(
      kycSubmissionForm.parse(values({ documentType: 'passport', documentNumber: 'EA1234567' })).uploads,
    ).toEqual([
      { picture: 'front', file: front },
      { picture: 'selfie', file: selfie },
    ])
  })

  it('checks the number for its document and wants each picture, small enough to upload', () => {
    expect(issuesOf(kycSubmissionForm.safeParse({ ...emptyKycForm, documentNumber: '12345' }))).toEqual([
      { path: ['documentNumber'], message: 'INVALID_FORMAT' },
      { path: ['front'], message: 'REQUIRED' },
      { path: ['back'], message: 'REQUIRED' },
      { path: ['selfie'], message: 'REQUIRED' },
    ])
    expect(
      issuesOf(
        kycSubmissionForm.safeParse(
          values({ documentType: 'passport', back: null, selfie: photo('big.png', maxImageUploadBytes + 1) }),
        ),
      ),
    ).toEqual([
      { path: ['documentNumber'], message: 'INVALID_FORMAT' },
      { path: ['selfie'], message: 'IMAGE_TOO_LARGE' },
    ])
  })

  it('names the uploaded pictures by their ids, with no back for a passport', () => {
    const document = { documentType: 'national_id', documentNumber: '1990123456789' } as const
    expect(kycSubmissionOf(document, { front: 'f1', back: 'b1', selfie: 's1' })).toEqual({
      ...document,
      frontImageId: 'f1',
      backImageId: 'b1',
      selfieImageId: 's1',
    })
    expect(kycSubmissionOf({ ...document, documentType: 'passport' }, { front: 'f1', selfie: 's1' })).toEqual(
      {
        ...document,
        documentType: 'passport',
        frontImageId: 'f1',
        backImageId: null,
        selfieImageId: 's1',
      },
    )
  })
})

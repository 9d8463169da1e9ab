// No zod here: the web app imports these rules at run time (the profile's form) without the schema library.

/**
 * Identity checks (KYC): a player sends one document (national ID, passport or driving licence) with pictures
 * of it and a selfie; staff with 'kyc.review' approve or reject it with a reason the player reads. The
 * compliance settings decide what needs an approved one (withdrawals, deposits past a total).
 */
export const kycDocumentTypes = ['national_id', 'passport', 'driving_licence'] as const
export type KycDocumentType = (typeof kycDocumentTypes)[number]

/** `none` until the first submission; a rejected player may send again, an approved one only after staff revoke it. */
export const kycStatuses = ['none', 'pending', 'approved', 'rejected'] as const
export type KycStatus = (typeof kycStatuses)[number]
export type KycSubmissionStatus = Exclude<KycStatus, 'none'>

export const kycTextLimits = { reason: 500 } as const

/** Submissions per page of the back office's KYC queue. */
export const kycQueuePageSize = 20

/** A passport has no back side worth photographing (the data page is the front); the others need both sides. */
export function needsBackImage(type: KycDocumentType): boolean {
  return type !== 'passport'
}

/**
 * The number as stored: upper-case letters and digits only (spaces, dashes and slashes people type dropped).
 * A Bangladeshi national ID number is 10 digits (smart card), 13 (old card) or 17 (old card with the birth year).
 */
export function normalisedDocumentNumber(raw: string): string {
  return raw.replace(/[\s\-/.]/g, '').toUpperCase()
}

const documentNumberPatterns: Record<KycDocumentType, RegExp> = {
  national_id: /^(?:\d{10}|\d{13}|\d{17})$/,
  // ICAO machine-readable passports: up to 9 letters and digits (Bangladesh: 2 letters + 7 digits).
  passport: /^[A-Z0-9]{6,9}$/,
  // Licence numbers differ by issuer (BRTA: e.g. DK0123456L00001); letters and digits, 5 to 20 of them.
  driving_licence: /^[A-Z0-9]{5,20}$/,
}

/** The field error for a document number of this type, or null when it is valid. */
export function documentNumberError(
  type: KycDocumentType,
  raw: string,
): 'REQUIRED' | 'INVALID_FORMAT' | null {
  const value = normalisedDocumentNumber(raw)
  if (value === '') return 'REQUIRED'
  return documentNumberPatterns[type].test(value) ? null : 'INVALID_FORMAT'
}

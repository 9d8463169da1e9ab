import { type ComplianceSettings, complianceTextLimits } from '@khela/contracts/compliance'
import { z } from 'zod'
import { parseTaka, takaInputValue } from '../../../lib/taka.ts'

/** The Compliance form as typed: the licence as two texts (both empty: none), the KYC total in taka. */
export interface ComplianceFormValues {
  jurisdiction: string
  licenceNumber: string
  isKycRequiredForWithdrawals: boolean
  depositTotalRequiringKyc: string
  isIpCountryCheckEnabled: boolean
}

/** Problems by the API's field names (`licence.number`, `kyc.depositTotalRequiringKyc`), so both kinds show alike. */
export type ComplianceFormErrors = Record<string, string>

export function complianceFormValues(settings: ComplianceSettings): ComplianceFormValues {
  return {
    jurisdiction: settings.licence?.jurisdiction ?? '',
    licenceNumber: settings.licence?.number ?? '',
    isKycRequiredForWithdrawals: settings.kyc.isRequiredForWithdrawals,
    depositTotalRequiringKyc: takaInputValue(settings.kyc.depositTotalRequiringKyc),
    isIpCountryCheckEnabled: settings.isIpCountryCheckEnabled,
  }
}

/**
 * The settings to send, or the fields to correct, by the rules the API keeps: a licence has both a jurisdiction and
 * a number (both left empty removes it), each at most 80 characters; the deposit total is at least 1 poisha.
 */
export function complianceSettingsFromValues(
  values: ComplianceFormValues,
): { settings: ComplianceSettings } | { errors: ComplianceFormErrors } {
  const errors: ComplianceFormErrors = {}
  const jurisdiction = values.jurisdiction.trim()
  const number = values.licenceNumber.trim()
  const hasLicence = jurisdiction !== '' || number !== ''
  const text = (field: string, value: string, maxLength: number) => {
    if (value === '') errors[field] = 'REQUIRED'
    else if (value.length > maxLength) errors[field] = 'TEXT_TOO_LONG'
  }
  if (hasLicence) {
    text('licence.jurisdiction', jurisdiction, complianceTextLimits.jurisdiction)
    text('licence.number', number, complianceTextLimits.licenceNumber)
  }
  const total = parseTaka(values.depositTotalRequiringKyc)
  if (values.depositTotalRequiringKyc.trim() === '') errors['kyc.depositTotalRequiringKyc'] = 'REQUIRED'
  else if (total === null || total < 1) errors['kyc.depositTotalRequiringKyc'] = 'AMOUNT_INVALID'
  if (Object.keys(errors).length > 0) return { errors }
  return {
    settings: {
      licence: hasLicence ? { jurisdiction, number } : null,
      kyc: {
        isRequiredForWithdrawals: values.isKycRequiredForWithdrawals,
        depositTotalRequiringKyc: total ?? 0,
      },
      isIpCountryCheckEnabled: values.isIpCountryCheckEnabled,
    },
  }
}

/** Where each of the API's field names is typed in the form. */
export const complianceFormFieldOf: Readonly<Record<string, keyof ComplianceFormValues>> = {
  'licence.jurisdiction': 'jurisdiction',
  'licence.number': 'licenceNumber',
  'kyc.isRequiredForWithdrawals': 'isKycRequiredForWithdrawals',
  'kyc.depositTotalRequiringKyc': 'depositTotalRequiringKyc',
  isIpCountryCheckEnabled: 'isIpCountryCheckEnabled',
}

/** The form's resolver schema: `complianceSettingsFromValues`, its problems put on the fields that were typed. */
export const complianceSettingsForm = z.custom<ComplianceFormValues>().transform((values, context) => {
  const result = complianceSettingsFromValues(values)
  if ('settings' in result) return result.settings
  for (const [field, code] of Object.entries(result.errors)) {
    context.addIssue({ code: 'custom', message: code, path: [complianceFormFieldOf[field] ?? field] })
  }
  return z.NEVER
})

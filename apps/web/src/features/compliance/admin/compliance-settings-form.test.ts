import { defaultComplianceSettings } from '@khela/contracts/compliance'
import { describe, expect, it } from 'vitest'
import {
  type ComplianceFormValues,
  complianceFormValues,
  complianceSettingsForm,
  complianceSettingsFromValues,
} from './compliance-settings-form.ts'

const values = (overrides: Partial<ComplianceFormValues> = {}): ComplianceFormValues => ({
  ...complianceFormValues(defaultComplianceSettings),
  ...overrides,
})

describe('the Compliance form', () => {
  it('shows the defaults with no licence and the KYC total in taka', () => {
    expect(values()).toEqual({
      jurisdiction: '',
      licenceNumber: '',
      isKycRequiredForWithdrawals: true,
      depositTotalRequiringKyc: '100000',
      isIpCountryCheckEnabled: true,
    })
  })

  it('sends a licence trimmed, the total in poisha, and no licence when both texts are empty', () => {
    expect(
      complianceSettingsFromValues(
        values({
          jurisdiction: ' Curaçao ',
          licenceNumber: 'OGL/2026/118 ',
          depositTotalRequiringKyc: '২৫,০০০.৫০',
          isKycRequiredForWithdrawals: false,
          isIpCountryCheckEnabled: false,
        }),
      ),
    ).toEqual({
      settings: {
        licence: { jurisdiction: 'Curaçao', number: 'OGL/2026/118' },
        kyc: { isRequiredForWithdrawals: false, depositTotalRequiringKyc: 2_500_050 },
        isIpCountryCheckEnabled: false,
      },
    })
    expect(complianceSettingsFromValues(values({ jurisdiction: ' ', licenceNumber: '' }))).toEqual({
      settings: defaultComplianceSettings,
    })
  })

  it('asks for the other half of a licence, a shorter text and a real amount', () => {
    expect(complianceSettingsFromValues(values({ jurisdiction: 'Malta' }))).toEqual({
      errors: { 'licence.number': 'REQUIRED' },
    })
    expect(
      complianceSettingsFromValues(
        values({ licenceNumber: 'x'.repeat(81), jurisdiction: '', depositTotalRequiringKyc: '-5' }),
      ),
    ).toEqual({
      errors: {
        'licence.jurisdiction': 'REQUIRED',
        'licence.number': 'TEXT_TOO_LONG',
        'kyc.depositTotalRequiringKyc': 'AMOUNT_INVALID',
      },
    })
    expect(complianceSettingsFromValues(values({ depositTotalRequiringKyc: ' ' }))).toEqual({
      errors: { 'kyc.depositTotalRequiringKyc': 'REQUIRED' },
    })
    expect(complianceSettingsFromValues(values({ depositTotalRequiringKyc: '0' }))).toEqual({
      errors: { 'kyc.depositTotalRequiringKyc': 'AMOUNT_INVALID' },
    })
  })

  it('checks the form by the same rules, the problems named by the fields typed', () => {
    expect(
      complianceSettingsForm.parse(values({ jurisdiction: 'Malta ', licenceNumber: 'MGA/B2C/1' })),
    ).toEqual({
      ...defaultComplianceSettings,
      licence: { jurisdiction: 'Malta', number: 'MGA/B2C/1' },
    })
    const refused = complianceSettingsForm.safeParse(
      values({ jurisdiction: 'Malta', depositTotalRequiringKyc: '0' }),
    )
    expect(refused.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['licenceNumber'], message: 'REQUIRED' },
      { path: ['depositTotalRequiringKyc'], message: 'AMOUNT_INVALID' },
    ])
  })
})

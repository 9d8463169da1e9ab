import { z } from 'zod'
import { minorAmount } from './wallet.ts'

/**
 * The operator's compliance settings (operator_settings 'compliance', Settings → Compliance, admins only, audited).
 * Minimum age and restricted countries stay in the account settings (settings.ts), which registration already
 * enforces; this document adds the licence, the identity (KYC) thresholds and the IP-country check.
 */
export const complianceTextLimits = { jurisdiction: 80, licenceNumber: 80 } as const

export const complianceSettings = z.object({
  /** Shown in the footer; null until configured, while the back office's overview warns. */
  licence: z
    .object({
      jurisdiction: z
        .string('REQUIRED')
        .trim()
        .min(1, 'REQUIRED')
        .max(complianceTextLimits.jurisdiction, 'TEXT_TOO_LONG'),
      number: z
        .string('REQUIRED')
        .trim()
        .min(1, 'REQUIRED')
        .max(complianceTextLimits.licenceNumber, 'TEXT_TOO_LONG'),
    })
    .nullable(),
  kyc: z.object({
    /** Withdrawals need approved identity documents. */
    isRequiredForWithdrawals: z.boolean('REQUIRED'),
    /** Deposits are refused once the player's completed deposits plus this one would pass this total (minor units) without approved KYC. */
    depositTotalRequiringKyc: minorAmount,
  }),
  /** Refuse registration and play from restricted countries by IP too, when a GeoLite2-format file is configured. */
  isIpCountryCheckEnabled: z.boolean('REQUIRED'),
})
export type ComplianceSettings = z.infer<typeof complianceSettings>

export const defaultComplianceSettings: ComplianceSettings = {
  licence: null,
  kyc: { isRequiredForWithdrawals: true, depositTotalRequiringKyc: 10_000_000 }, // 100,000 taka
  isIpCountryCheckEnabled: true,
}

/** What anyone may know: the licence for the footer. `GET /api/compliance/licence`. */
export const publicLicence = z.object({ jurisdiction: z.string(), number: z.string() }).nullable()
export type PublicLicence = z.infer<typeof publicLicence>

/** The IP-country database the server was started with (`GEOIP_DATABASE`), as its own metadata describes it. */
export const ipCountryDatabase = z.object({
  /** e.g. "GeoLite2-Country". */
  databaseType: z.string(),
  /** When the file was built (ISO 8601): a file months old places fewer addresses right. */
  builtAt: z.string(),
})
export type IpCountryDatabase = z.infer<typeof ipCountryDatabase>

/**
 * What the back office's Compliance page reads and each save answers: the settings and whether the IP-country check
 * can work at all (a file configured on the server), which no setting can change.
 */
export const complianceSettingsView = complianceSettings.extend({
  ipCountryDatabase: ipCountryDatabase.nullable(),
})
export type ComplianceSettingsView = z.infer<typeof complianceSettingsView>

import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { findRegistrationSettings } from '../settings/find-registration-settings.ts'
import { findComplianceSettings } from './find-compliance-settings.ts'

type IpCheckServices = Pick<Services, 'database' | 'ipCountries'>

/**
 * The restricted country (account settings' list) that an address is in, or null: null too while no GeoLite2-format
 * file is configured or the admin has switched the IP-country check off. Without a file nothing is read from the
 * database, so the check costs nothing where it cannot apply. `ipAddress` is the request's address as Fastify
 * resolves it: the peer, or the client named by X-Forwarded-For when TRUST_PROXY says a proxy stands in front.
 */
export async function findRestrictedIpCountry(
  { database, ipCountries }: IpCheckServices,
  ipAddress: string,
): Promise<string | null> {
  if (!ipCountries) return null
  const country = ipCountries.countryOf(ipAddress)
  if (country === null) return null
  const [compliance, registration] = await Promise.all([
    findComplianceSettings(database.db),
    findRegistrationSettings(database.db),
  ])
  if (!compliance.isIpCountryCheckEnabled) return null
  return (registration.restrictedCountries as readonly string[]).includes(country) ? country : null
}

/** Registration (with email or phone, or completing a Google sign-up) from a restricted country's address. */
export async function assertMayRegisterFrom(services: IpCheckServices, ipAddress: string): Promise<void> {
  if (await findRestrictedIpCountry(services, ipAddress)) {
    throw new AppError('VALIDATION_FAILED', { fields: { country: 'COUNTRY_RESTRICTED' } })
  }
}

/** A bet from a restricted country's address. */
export async function assertMayPlayFrom(services: IpCheckServices, ipAddress: string): Promise<void> {
  if (await findRestrictedIpCountry(services, ipAddress)) throw new AppError('REGION_RESTRICTED')
}

import { readFileSync } from 'node:fs'
import { isIPv4, isIPv6 } from 'node:net'
import type { IpCountryDatabase } from '@khela/contracts/compliance'
import { type CountryResponse, Reader } from 'mmdb-lib'

/** Which country an address is in, from a GeoLite2-format file; null when the file does not place it. */
export interface IpCountryLookup {
  countryOf(ipAddress: string): string | null
  database: IpCountryDatabase
}

/**
 * Opens the configured MaxMind DB file (`GEOIP_DATABASE`) once, at start; null when none is configured. A missing,
 * unreadable or foreign file throws, so the server does not start believing it checks countries when it cannot.
 * The whole file is held in memory (a GeoLite2 Country file is a few MB), so a lookup never touches the disk.
 */
export function openIpCountryLookup(file: string | null): IpCountryLookup | null {
  if (file === null) return null
  let reader: Reader<CountryResponse>
  try {
    reader = new Reader<CountryResponse>(readFileSync(file))
  } catch (error) {
    throw new Error(`GEOIP_DATABASE ${file} is not a readable MaxMind DB file`, { cause: error })
  }
  return {
    database: {
      databaseType: reader.metadata.databaseType,
      builtAt: reader.metadata.buildEpoch.toISOString(),
    },
    countryOf(ipAddress) {
      const address = unmappedAddress(ipAddress)
      if (!isIPv4(address) && !isIPv6(address)) return null
      // An IPv6 address in an IPv4-only file cannot be placed: mmdb-lib throws for it.
      if (reader.metadata.ipVersion === 4 && !isIPv4(address)) return null
      const record = reader.get(address)
      return record?.country?.iso_code ?? null
    },
  }
}

// A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d; the files place IPv4 addresses under their plain form.
function unmappedAddress(ipAddress: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ipAddress)
  return mapped?.[1] ?? ipAddress
}

import { createHash } from 'node:crypto'

/** Whether `ip` may call for a provider: any address when the list is empty, else one on it (IPv4-mapped too). */
export function isAllowedAddress(allowed: readonly string[], ip: string): boolean {
  if (allowed.length === 0) return true
  const plain = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip
  return allowed.some((address) => address.toLowerCase() === plain.toLowerCase())
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')

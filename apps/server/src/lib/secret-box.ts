import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// AES-256-GCM for secrets kept in the database (provider API keys). The associated data binds a ciphertext to
// its place (provider and field), so a value copied into another row or column fails to decrypt.

const version = 'v1'

export function encryptSecret(key: Buffer, plaintext: string, associatedData: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))
  return [version, ...parts].join('.')
}

/** Throws when the value was not made by `encryptSecret` with this key and associated data. */
export function decryptSecret(key: Buffer, sealed: string, associatedData: string): string {
  const [tag, iv, authTag, ciphertext] = sealed.split('.')
  if (tag !== version || !iv || !authTag || ciphertext === undefined) {
    throw new Error('not a sealed secret')
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(associatedData, 'utf8'))
  decipher.setAuthTag(Buffer.from(authTag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  )
}

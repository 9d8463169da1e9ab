import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { App } from '../src/app.ts'

/** A picture made for the test: a gradient-free solid colour, optionally carrying EXIF. */
export async function testImage(
  format: 'png' | 'jpeg' | 'webp' = 'png',
  options: { width?: number; height?: number; exif?: Record<string, string>; colour?: string } = {},
): Promise<Buffer> {
  const image = sharp({
    create: {
      width: options.width ?? 320,
      height: options.height ?? 160,
      channels: 3,
      background: options.colour ?? `#${randomBytes(3).toString('hex')}`,
    },
  })
  const encoded = format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.webp()
  return (options.exif ? encoded.withExif({ IFD0: options.exif }) : encoded).toBuffer()
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(bytes: Buffer, file: { field?: string; name?: string; type?: string } = {}) {
  const boundary = `----khela${randomBytes(8).toString('hex')}`
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; ` +
    `filename="${file.name ?? 'picture.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** Uploads through the real API as staff with the given session cookie. */
export function uploadImage(
  app: App,
  cookie: string,
  bytes: Buffer,
  file: Parameters<typeof multipartFile>[1] = {},
) {
  const { payload, headers } = multipartFile(bytes, file)
  return app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { ...headers, cookie, origin: app.services.config.publicUrl },
    payload,
  })
}

import { storedImage } from '@khela/contracts/content'
import { maxImageUploadBytes } from '@khela/contracts/images'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { testImage, uploadImage } from '../../../test/upload-image.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'

const testApp = useTestApp()
let contentStaff: { cookie: string; userId: string }

beforeAll(async () => {
  contentStaff = await makeUserWithRole(testApp(), 'content')
})

describe('POST /api/admin/uploads', () => {
  it('stores a PNG as WebP under the hash of its bytes, with its size, audited', async () => {
    const response = await uploadImage(
      testApp(),
      contentStaff.cookie,
      await testImage('png', { width: 300, height: 120 }),
    )
    expect(response.statusCode).toBe(201)
    const image = storedImage.parse(response.json())
    expect(image).toMatchObject({ width: 300, height: 120 })

    const served = await testApp().inject(`/api/uploads/${image.key}.webp`)
    expect(served.statusCode).toBe(200)
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': `inline; filename="${image.key}.webp"`,
    })
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
      height: 120,
    })

    const [entry] = await testApp()
      .services.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'image'), eq(auditLog.recordId, image.key)))
    expect(entry).toMatchObject({ actorId: contentStaff.userId, action: 'image.upload' })
  })

  it('drops EXIF (and so any GPS position) from a JPEG when re-encoding it', async () => {
    const original = await testImage('jpeg', { exif: { Copyright: 'secret-owner', Artist: 'Somebody' } })
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const response = await uploadImage(testApp(), contentStaff.cookie, original, {
      name: 'photo.jpg',
      type: 'image/jpeg',
    })
    expect(response.statusCode).toBe(201)
    const { key } = storedImage.parse(response.json())
    const served = await testApp().inject(`/api/uploads/${key}.webp`)
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false)
  })

  it('serves smaller widths for srcset, never larger than the original, and 404 for unknown images', async () => {
    const upload = await uploadImage(
      testApp(),
      contentStaff.cookie,
      await testImage('png', { width: 1200, height: 480 }),
    )
    const { key } = storedImage.parse(upload.json())
    const small = await testApp().inject(`/api/uploads/${key}.webp?w=480`)
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 480, height: 192 })
    const again = await testApp().inject(`/api/uploads/${key}.webp?w=480`)
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true)
    const wide = await testApp().inject(`/api/uploads/${key}.webp?w=1440`)
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 1200 })

    expect((await testApp().inject(`/api/uploads/${key}.webp?w=500`)).statusCode).toBe(400)
    expect((await testApp().inject(`/api/uploads/${'0'.repeat(32)}.webp`)).json()).toMatchObject({
      error: { code: 'NOT_FOUND' },
    })
    expect((await testApp().inject('/api/uploads/..%2F..%2Fsecret.webp')).statusCode).toBe(400)
  })

  it('refuses a file that is not an image: NOT_AN_IMAGE', async () => {
    const response = await uploadImage(
      testApp(),
      contentStaff.cookie,
      Buffer.from('%PDF-1.7\nnot a picture'),
      {
        name: 'banner.png',
      },
    )
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ error: { code: 'NOT_AN_IMAGE' } })
    const text = await uploadImage(testApp(), contentStaff.cookie, Buffer.from('just some text'))
    expect(text.json()).toMatchObject({ error: { code: 'NOT_AN_IMAGE' } })
  })

  it('refuses SVG, with or without an XML declaration: IMAGE_TYPE_NOT_ALLOWED', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'
    for (const body of [svg, `<?xml version="1.0"?>\n${svg}`]) {
      const response = await uploadImage(testApp(), contentStaff.cookie, Buffer.from(body), {
        name: 'logo.png',
        type: 'image/png',
      })
      expect(response.statusCode).toBe(415)
      expect(response.json()).toMatchObject({ error: { code: 'IMAGE_TYPE_NOT_ALLOWED' } })
    }
  })

  it('refuses a GIF: IMAGE_TYPE_NOT_ALLOWED', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f0' } })
      .gif()
      .toBuffer()
    const response = await uploadImage(testApp(), contentStaff.cookie, gif, {
      name: 'a.gif',
      type: 'image/gif',
    })
    expect(response.json()).toMatchObject({ error: { code: 'IMAGE_TYPE_NOT_ALLOWED' } })
  })

  it('refuses a file over the size limit: IMAGE_TOO_LARGE', async () => {
    const png = await testImage('png', { width: 16, height: 16 })
    const oversized = Buffer.concat([png, Buffer.alloc(maxImageUploadBytes + 1 - png.length + 10)])
    const response = await uploadImage(testApp(), contentStaff.cookie, oversized)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ error: { code: 'IMAGE_TOO_LARGE' } })
  })

  it('refuses an image of too many pixels even when the file is small: IMAGE_TOO_LARGE', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(huge.length).toBeLessThan(maxImageUploadBytes)
    const response = await uploadImage(testApp(), contentStaff.cookie, huge)
    expect(response.json()).toMatchObject({ error: { code: 'IMAGE_TOO_LARGE' } })
  })

  it('refuses a truncated PNG or JPEG: IMAGE_UNREADABLE', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const whole = await sharp({
        create: {
          width: 400,
          height: 300,
          channels: 3,
          background: '#888',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        [format]()
        .toBuffer()
      const truncated = whole.subarray(0, Math.floor(whole.length * 0.7))
      const response = await uploadImage(testApp(), contentStaff.cookie, truncated, { name: `cut.${format}` })
      expect(response.statusCode, format).toBe(422)
      expect(response.json(), format).toMatchObject({ error: { code: 'IMAGE_UNREADABLE' } })
    }
  })

  it('asks for the image when the form has no file, or no multipart body at all', async () => {
    const { config } = testApp().services
    const json = await testApp().inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { cookie: contentStaff.cookie, origin: config.publicUrl },
      payload: { image: 'nope' },
    })
    expect(json.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { image: 'REQUIRED' } } })
    const otherField = await uploadImage(testApp(), contentStaff.cookie, await testImage(), {
      field: 'picture',
    })
    expect(otherField.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { image: 'REQUIRED' } },
    })
  })

  it('is for staff with content.write only', async () => {
    const image = await testImage()
    const visitor = await testApp().inject({ method: 'POST', url: '/api/admin/uploads' })
    expect(visitor.statusCode).toBe(401)
    for (const role of ['player', 'finance', 'support'] as const) {
      const { cookie } = await makeUserWithRole(testApp(), role)
      expect((await uploadImage(testApp(), cookie, image)).statusCode, role).toBe(403)
    }
    const admin = await makeUserWithRole(testApp(), 'admin')
    expect((await uploadImage(testApp(), admin.cookie, image)).statusCode).toBe(201)
  })
})

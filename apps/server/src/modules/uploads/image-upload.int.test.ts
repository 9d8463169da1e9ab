import { errorBody } from '@khela/contracts/errors'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { multipartFile, testImage, uploadImage } from '../../../test/upload-image.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'

const testApp = useTestApp()
let image: Buffer
let player: { cookie: string }
let admin: { cookie: string; userId: string }

beforeAll(async () => {
  image = await testImage('png', { width: 16, height: 16 })
  player = await signUpPlayer(testApp())
  admin = await makeUserWithRole(testApp(), 'admin')
})

/** The three routes that read an image upload, each as the caller it is for. */
const uploadRoutes = [
  { url: '/api/cashier/slips', caller: () => player },
  { url: '/api/kyc/images', caller: () => player },
  { url: '/api/admin/uploads', caller: () => admin },
]

/** A well-formed one-file body, and the same body broken in the ways clients and attackers break it. */
function malformedBodies() {
  const { payload, headers } = multipartFile(image)
  const contentType = headers['content-type']
  const closing = payload.lastIndexOf('\r\n--')
  return {
    'no closing boundary': { contentType, payload: payload.subarray(0, closing) },
    'no boundary in the content type': { contentType: 'multipart/form-data', payload },
    'a boundary the body never uses': { contentType: 'multipart/form-data; boundary=elsewhere', payload },
    'a part without headers': {
      contentType,
      payload: Buffer.from(`--${contentType.split('boundary=')[1]}\r\n\r\nbytes\r\n`),
    },
  }
}

describe('reading an image upload', () => {
  it.each(uploadRoutes)(
    'answers a malformed multipart body on $url with 400, not 500',
    async ({ url, caller }) => {
      for (const [name, body] of Object.entries(malformedBodies())) {
        const response = await testApp().inject({
          method: 'POST',
          url,
          headers: {
            cookie: caller().cookie,
            origin: testApp().services.config.publicUrl,
            'content-type': body.contentType,
          },
          payload: body.payload,
        })
        expect(response.statusCode, `${name}: ${response.body}`).toBe(400)
        expect(errorBody.parse(response.json()).error, name).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { image: 'INVALID_FORMAT' },
        })
      }
    },
  )

  it('refuses a file name holding a NUL (kept in the audit log, which cannot hold one), storing nothing', async () => {
    for (const name of ['a\u0000b.png', '\u0000']) {
      const response = await uploadImage(testApp(), admin.cookie, image, { name })
      expect(response.statusCode, response.body).toBe(400)
      expect(errorBody.parse(response.json()).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { image: 'INVALID_CHARACTER' },
      })
    }
    const audited = await testApp()
      .services.database.db.select()
      .from(auditLog)
      .where(eq(auditLog.actorId, admin.userId))
    expect(audited).toEqual([])
    const named = await uploadImage(testApp(), admin.cookie, image, { name: 'ছবি (1).png' })
    expect(named.statusCode).toBe(201)
  })
})

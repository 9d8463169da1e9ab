import { randomUUID } from 'node:crypto'
import { access } from 'node:fs/promises'
import path from 'node:path'
import { type ComplianceSettings, defaultComplianceSettings } from '@khela/contracts/compliance'
import { errorBody } from '@khela/contracts/errors'
import { maxImageUploadBytes } from '@khela/contracts/images'
import {
  adminKycSubmission,
  adminUserKyc,
  kycQueuePage,
  playerKyc,
  uploadedKycImage,
} from '@khela/contracts/kyc'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { giveApprovedKyc } from '../../../test/kyc.ts'
import { depositFor, expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { multipartFile, testImage } from '../../../test/upload-image.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { kycImages } from '../../db/schema/kyc.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { seedPaymentMethods } from '../../seed/demo-payment-methods.ts'
import { findPaymentMethods } from '../cashier/find-payment-methods.ts'
import { complianceSettingsKey } from '../compliance/find-compliance-settings.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db
const taka = (amount: number) => amount * 100
let bkashId = ''
let support: { cookie: string; userId: string }

beforeAll(async () => {
  await seedPaymentMethods(db())
  bkashId = (await findPaymentMethods(db())).find((method) => method.code === 'bkash')?.id ?? ''
  support = await makeUserWithRole(testApp(), 'support')
})

afterEach(async () => {
  await setCompliance(defaultComplianceSettings)
  await expectCleanLedger(testApp())
})

const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error

function as(cookie: string | null) {
  const app = testApp()
  const headers = { ...(cookie ? { cookie } : {}), origin: app.services.config.publicUrl }
  return {
    status: () => app.inject({ url: '/api/kyc', headers }),
    upload: async (bytes?: Buffer) => {
      const body = multipartFile(bytes ?? (await testImage('jpeg')), { name: 'id.jpg', type: 'image/jpeg' })
      return app.inject({
        method: 'POST',
        url: '/api/kyc/images',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      })
    },
    submit: (payload: object) =>
      app.inject({ method: 'POST', url: '/api/kyc/submissions', headers, payload }),
    userKyc: (userId: string) => app.inject({ url: `/api/admin/kyc/users/${userId}`, headers }),
    queue: (query = '') => app.inject({ url: `/api/admin/kyc/submissions${query}`, headers }),
    decide: (submissionId: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/kyc/submissions/${submissionId}/decision`,
        headers,
        payload,
      }),
    image: (url: string) => app.inject({ url, headers }),
    withdraw: (amount: number) =>
      app.inject({
        method: 'POST',
        url: '/api/cashier/withdrawals',
        headers: { ...headers, 'idempotency-key': newKey('kyc-withdraw') },
        payload: { methodId: bkashId, userType: 'personal', receiverAccount: '01712345678', amount },
      }),
    deposit: (amount: number) =>
      app.inject({
        method: 'POST',
        url: '/api/cashier/deposits',
        headers: { ...headers, 'idempotency-key': newKey('kyc-deposit') },
        payload: {
          methodId: bkashId,
          amount,
          inputs: {
            senderAccountNumber: '01712345678',
            transactionId: randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase(),
          },
        },
      }),
  }
}

async function setCompliance(settings: ComplianceSettings) {
  await db()
    .insert(operatorSettings)
    .values({ key: complianceSettingsKey, value: settings })
    .onConflictDoUpdate({ target: operatorSettings.key, set: { value: settings } })
}

async function uploadedId(cookie: string, bytes?: Buffer): Promise<string> {
  const response = await as(cookie).upload(bytes)
  expect(response.statusCode, response.body).toBe(201)
  return uploadedKycImage.parse(response.json()).id
}

/** A national ID submission with three fresh pictures of the player's own. */
async function nationalIdOf(cookie: string, documentNumber = '1990123456789') {
  return {
    documentType: 'national_id',
    documentNumber,
    frontImageId: await uploadedId(cookie),
    backImageId: await uploadedId(cookie),
    selfieImageId: await uploadedId(cookie),
  }
}

async function submitted(cookie: string) {
  const response = await as(cookie).submit(await nationalIdOf(cookie))
  expect(response.statusCode, response.body).toBe(201)
  return playerKyc.parse(response.json())
}

async function latestSubmissionOf(userId: string) {
  const response = await as(support.cookie).userKyc(userId)
  expect(response.statusCode, response.body).toBe(200)
  const [latest] = adminUserKyc.parse(response.json()).submissions
  if (!latest) throw new Error('no submission')
  return latest
}

describe('a player’s identity submission', () => {
  it('starts as none, is pending once sent, shows only the number’s last four characters', async () => {
    const player = await signUpPlayer(testApp())
    expect(playerKyc.parse((await as(player.cookie).status()).json())).toMatchObject({
      status: 'none',
      documentType: null,
    })
    const status = await submitted(player.cookie)
    expect(status).toMatchObject({
      status: 'pending',
      documentType: 'national_id',
      documentNumberEnding: '6789',
      rejectionReason: null,
    })
    expect((await as(player.cookie).status()).headers['cache-control']).toBe('no-store')
  })

  it('accepts national ID numbers of 10, 13 or 17 digits only (spaces and dashes dropped)', async () => {
    const player = await signUpPlayer(testApp())
    const base = await nationalIdOf(player.cookie)
    for (const documentNumber of [
      '123456789',
      '123456789012',
      '12345678901234',
      '123456789012345678',
      '12345A7890',
      '',
    ]) {
      const response = await as(player.cookie).submit({ ...base, documentNumber })
      expect(response.statusCode, documentNumber).toBe(400)
      expect(errorOf(response).fields, documentNumber).toEqual({
        documentNumber: documentNumber === '' ? 'REQUIRED' : 'INVALID_FORMAT',
      })
    }
    for (const documentNumber of ['1234 567 890', '1234567890123', '1990-1234567890123']) {
      const other = await signUpPlayer(testApp())
      const response = await as(other.cookie).submit({
        ...(await nationalIdOf(other.cookie)),
        documentNumber,
      })
      expect(response.statusCode, `${documentNumber}: ${response.body}`).toBe(201)
    }
  })

  it('takes a passport without a back picture, of 6 to 9 letters and digits', async () => {
    const player = await signUpPlayer(testApp())
    const pictures = {
      frontImageId: await uploadedId(player.cookie),
      selfieImageId: await uploadedId(player.cookie),
    }
    const tooShort = await as(player.cookie).submit({
      documentType: 'passport',
      documentNumber: 'A1234',
      ...pictures,
    })
    expect(errorOf(tooShort).fields).toEqual({ documentNumber: 'INVALID_FORMAT' })
    const withSymbol = await as(player.cookie).submit({
      documentType: 'passport',
      documentNumber: 'A#1234567',
      ...pictures,
    })
    expect(errorOf(withSymbol).fields).toEqual({ documentNumber: 'INVALID_FORMAT' })
    const passport = await as(player.cookie).submit({
      documentType: 'passport',
      documentNumber: 'ea1234567',
      ...pictures,
    })
    expect(passport.statusCode, passport.body).toBe(201)
    const latest = await latestSubmissionOf(player.userId)
    expect(latest).toMatchObject({ documentType: 'passport', documentNumber: 'EA1234567' })
    expect(latest.images.back).toBeNull()
  })

  it('needs the back of a national ID or driving licence, and licence numbers of 5 to 20 letters and digits', async () => {
    const player = await signUpPlayer(testApp())
    const front = await uploadedId(player.cookie)
    const selfie = await uploadedId(player.cookie)
    const noBack = await as(player.cookie).submit({
      documentType: 'driving_licence',
      documentNumber: 'DK0123456L00001',
      frontImageId: front,
      selfieImageId: selfie,
    })
    expect(errorOf(noBack).fields).toEqual({ backImageId: 'REQUIRED' })
    const badNumber = await as(player.cookie).submit({
      documentType: 'driving_licence',
      documentNumber: 'DK1',
      frontImageId: front,
      backImageId: await uploadedId(player.cookie),
      selfieImageId: selfie,
    })
    expect(errorOf(badNumber).fields).toEqual({ documentNumber: 'INVALID_FORMAT' })
    const unknownType = await as(player.cookie).submit({
      ...(await nationalIdOf(player.cookie)),
      documentType: 'birth_certificate',
    })
    expect(errorOf(unknownType).fields).toEqual({ documentType: 'INVALID_CHOICE' })
    const licence = await as(player.cookie).submit({
      documentType: 'driving_licence',
      documentNumber: 'dk-0123456-l00001',
      frontImageId: front,
      backImageId: await uploadedId(player.cookie),
      selfieImageId: selfie,
    })
    expect(licence.statusCode, licence.body).toBe(201)
  })

  it('refuses pictures that are not the player’s own unused uploads: IMAGE_UNAVAILABLE', async () => {
    const player = await signUpPlayer(testApp())
    const other = await signUpPlayer(testApp())
    const others = await uploadedId(other.cookie)
    const own = await nationalIdOf(player.cookie)
    const stolen = await as(player.cookie).submit({ ...own, backImageId: others })
    expect(stolen.statusCode).toBe(400)
    expect(errorOf(stolen).fields).toEqual({ backImageId: 'IMAGE_UNAVAILABLE' })
    const twice = await as(player.cookie).submit({ ...own, selfieImageId: own.frontImageId })
    expect(errorOf(twice).fields).toEqual({ selfieImageId: 'IMAGE_UNAVAILABLE' })
    const unknown = await as(player.cookie).submit({ ...own, frontImageId: randomUUID() })
    expect(errorOf(unknown).fields).toEqual({ frontImageId: 'IMAGE_UNAVAILABLE' })
    // Nothing was taken by the refused attempts: the same pictures still make a submission.
    expect((await as(player.cookie).submit(own)).statusCode).toBe(201)

    const later = await signUpPlayer(testApp())
    await as(support.cookie).decide((await latestSubmissionOf(player.userId)).id, {
      decision: 'reject',
      reason: 'Blurred',
    })
    const reused = await as(player.cookie).submit({
      ...(await nationalIdOf(player.cookie)),
      frontImageId: own.frontImageId,
    })
    expect(errorOf(reused).fields).toEqual({ frontImageId: 'IMAGE_UNAVAILABLE' })
    expect((await as(later.cookie).status()).json()).toMatchObject({ status: 'none' })
  })

  it('allows one submission at a time: pending and approved refuse another, a rejected one may send again', async () => {
    const player = await signUpPlayer(testApp())
    await submitted(player.cookie)
    const again = await as(player.cookie).submit(await nationalIdOf(player.cookie))
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).code).toBe('KYC_SUBMISSION_PENDING')

    const first = await latestSubmissionOf(player.userId)
    const rejected = await as(support.cookie).decide(first.id, {
      decision: 'reject',
      reason: 'The selfie is too dark.',
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(playerKyc.parse((await as(player.cookie).status()).json())).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The selfie is too dark.',
    })

    await submitted(player.cookie)
    const second = await latestSubmissionOf(player.userId)
    expect(second.id).not.toBe(first.id)
    expect((await as(support.cookie).decide(second.id, { decision: 'approve' })).statusCode).toBe(200)
    expect(playerKyc.parse((await as(player.cookie).status()).json())).toMatchObject({
      status: 'approved',
      rejectionReason: null,
    })
    const afterApproval = await as(player.cookie).submit(await nationalIdOf(player.cookie))
    expect(errorOf(afterApproval).code).toBe('KYC_ALREADY_APPROVED')

    // Staff can reopen it: revoked, the player reads the reason and may send new documents.
    const revoked = await as(support.cookie).decide(second.id, {
      decision: 'revoke',
      reason: 'The card has expired.',
    })
    expect(revoked.statusCode, revoked.body).toBe(200)
    expect((await as(player.cookie).status()).json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The card has expired.',
    })
    await submitted(player.cookie)
  })

  it('two submissions at once: one is pending, the other refused', async () => {
    const player = await signUpPlayer(testApp())
    const [one, two] = [await nationalIdOf(player.cookie), await nationalIdOf(player.cookie)]
    const responses = await Promise.all([as(player.cookie).submit(one), as(player.cookie).submit(two)])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409])
    expect(
      adminUserKyc.parse((await as(support.cookie).userKyc(player.userId)).json()).submissions,
    ).toHaveLength(1)
  })

  it('is for players only: visitors 401, staff 403', async () => {
    const visitor = as(null)
    for (const response of [
      await visitor.status(),
      await visitor.upload(),
      await visitor.submit({
        documentType: 'passport',
        documentNumber: 'EA1234567',
        frontImageId: randomUUID(),
        selfieImageId: randomUUID(),
      }),
    ])
      expect(response.statusCode).toBe(401)
    const staffStatus = await as(support.cookie).status()
    expect(staffStatus.statusCode).toBe(403)
  })
})

describe('identity pictures', () => {
  it('are re-encoded as WebP without metadata under UPLOAD_DIR/kyc, never at a public URL', async () => {
    const player = await signUpPlayer(testApp())
    const original = await testImage('jpeg', { exif: { Artist: 'secret-owner' } })
    const id = await uploadedId(player.cookie, original)
    const [row] = await db().select().from(kycImages).where(eq(kycImages.id, id))
    if (!row) throw new Error('no image row')
    expect(row.userId).toBe(player.userId)
    const file = path.join(
      testApp().services.config.uploadDir,
      'kyc',
      row.fileKey.slice(0, 2),
      `${row.fileKey}.webp`,
    )
    await expect(access(file)).resolves.toBeUndefined()
    expect((await testApp().inject(`/api/uploads/${row.fileKey}.webp`)).statusCode).toBe(404)

    await submitted(player.cookie)
    const { images } = await latestSubmissionOf(player.userId)
    const served = await as(support.cookie).image(images.front)
    expect(served.statusCode).toBe(200)
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 160 })
    expect(metadata.exif).toBeUndefined()
    const withExif = await as(support.cookie).image(`/api/admin/kyc/images/${id}`)
    expect(withExif.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false)
  })

  it('are shown only to staff with kyc.review: visitor 401, the owner and other players 403, finance 403', async () => {
    const owner = await signUpPlayer(testApp())
    const other = await signUpPlayer(testApp())
    const finance = await makeUserWithRole(testApp(), 'finance')
    await submitted(owner.cookie)
    const { images } = await latestSubmissionOf(owner.userId)
    expect((await as(null).image(images.selfie)).statusCode).toBe(401)
    expect((await as(owner.cookie).image(images.selfie)).statusCode).toBe(403)
    expect((await as(other.cookie).image(images.selfie)).statusCode).toBe(403)
    expect((await as(finance.cookie).image(images.selfie)).statusCode).toBe(403)
    expect((await as(finance.cookie).userKyc(owner.userId)).statusCode).toBe(403)
    expect((await as(owner.cookie).userKyc(owner.userId)).statusCode).toBe(403)
    expect((await as(finance.cookie).queue()).statusCode).toBe(403)
    const admin = await makeUserWithRole(testApp(), 'admin')
    expect((await as(admin.cookie).image(images.selfie)).statusCode).toBe(200)
    expect((await as(support.cookie).image(`/api/admin/kyc/images/${randomUUID()}`)).statusCode).toBe(404)
    expect((await as(support.cookie).image('/api/admin/kyc/images/not-an-id')).statusCode).toBe(404)
  })

  it('are checked by their bytes: not an image, SVG, too large', async () => {
    const player = await signUpPlayer(testApp())
    const pdf = await as(player.cookie).upload(Buffer.from('%PDF-1.7\nnot a picture'))
    expect(pdf.statusCode).toBe(415)
    expect(errorOf(pdf).code).toBe('NOT_AN_IMAGE')
    const svg = await as(player.cookie).upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))
    expect(errorOf(svg).code).toBe('IMAGE_TYPE_NOT_ALLOWED')
    const png = await testImage('png', { width: 16, height: 16 })
    const oversized = Buffer.concat([png, Buffer.alloc(maxImageUploadBytes + 1 - png.length + 10)])
    const large = await as(player.cookie).upload(oversized)
    expect(large.statusCode).toBe(413)
    expect(errorOf(large).code).toBe('IMAGE_TOO_LARGE')
    expect(await db().select().from(kycImages).where(eq(kycImages.userId, player.userId))).toEqual([])
  })
})

describe('staff decisions', () => {
  it('approve and reject are audited in the decision’s transaction, with who decided', async () => {
    const approved = await signUpPlayer(testApp())
    const rejected = await signUpPlayer(testApp())
    await submitted(approved.cookie)
    await submitted(rejected.cookie)
    const approving = await as(support.cookie).decide((await latestSubmissionOf(approved.userId)).id, {
      decision: 'approve',
    })
    expect(approving.statusCode, approving.body).toBe(200)
    expect(adminKycSubmission.parse(approving.json())).toMatchObject({
      status: 'approved',
      rejectionReason: null,
    })
    const rejection = (await latestSubmissionOf(rejected.userId)).id
    const rejecting = await as(support.cookie).decide(rejection, {
      decision: 'reject',
      reason: '  Wrong document  ',
    })
    expect(adminKycSubmission.parse(rejecting.json())).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Wrong document',
      decidedAt: expect.any(String),
    })

    const entries = await db().select().from(auditLog).where(eq(auditLog.recordType, 'kyc_submission'))
    expect(entries.find((entry) => entry.recordId === rejection)).toMatchObject({
      actorId: support.userId,
      action: 'kyc.reject',
      before: { userId: rejected.userId, status: 'pending' },
      after: { userId: rejected.userId, status: 'rejected', reason: 'Wrong document' },
    })
    expect(entries.some((entry) => entry.action === 'kyc.approve' && entry.actorId === support.userId)).toBe(
      true,
    )
  })

  it('a rejection needs a reason; a decided submission is ALREADY_DECIDED and records nothing more', async () => {
    const player = await signUpPlayer(testApp())
    await submitted(player.cookie)
    const { id } = await latestSubmissionOf(player.userId)
    for (const reason of [undefined, '', '  x ']) {
      const response = await as(support.cookie).decide(id, {
        decision: 'reject',
        ...(reason === undefined ? {} : { reason }),
      })
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).fields).toEqual({ reason: 'REQUIRED' })
    }
    expect(
      (await as(support.cookie).decide(id, { decision: 'revoke', reason: 'Not approved yet' })).statusCode,
    ).toBe(409)
    expect((await as(support.cookie).decide(id, { decision: 'approve' })).statusCode).toBe(200)
    const twice = await as(support.cookie).decide(id, { decision: 'approve' })
    expect(twice.statusCode).toBe(409)
    expect(errorOf(twice).code).toBe('ALREADY_DECIDED')
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'kyc_submission'), eq(auditLog.recordId, id)))
    expect(entries.map((entry) => entry.action)).toEqual(['kyc.approve'])
    expect((await as(support.cookie).decide(randomUUID(), { decision: 'approve' })).statusCode).toBe(404)
  })

  it('the queue lists pending submissions first, the longest waiting at the top', async () => {
    const first = await signUpPlayer(testApp())
    const second = await signUpPlayer(testApp())
    const decided = await signUpPlayer(testApp())
    await submitted(first.cookie)
    await submitted(decided.cookie)
    await as(support.cookie).decide((await latestSubmissionOf(decided.userId)).id, { decision: 'approve' })
    await submitted(second.cookie)
    const page = kycQueuePage.parse((await as(support.cookie).queue()).json())
    const pending = page.items.filter((item) => item.status === 'pending').map((item) => item.userId)
    expect(pending.indexOf(first.userId)).toBeLessThan(pending.indexOf(second.userId))
    const lastPending = page.items.findLastIndex((item) => item.status === 'pending')
    const firstDecided = page.items.findIndex((item) => item.status !== 'pending')
    expect(lastPending).toBeLessThan(firstDecided)
    const onlyApproved = kycQueuePage.parse((await as(support.cookie).queue('?status=approved')).json())
    expect(onlyApproved.items.every((item) => item.status === 'approved')).toBe(true)
    expect(onlyApproved.items.some((item) => item.userId === decided.userId)).toBe(true)
  })
})

describe('the KYC gates', () => {
  it('refuse a withdrawal without approved KYC and hold nothing; accept it once staff approve', async () => {
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, taka(5000), 'bkash')
    const refused = await as(player.cookie).withdraw(taka(1000))
    expect(refused.statusCode).toBe(403)
    expect(errorOf(refused).code).toBe('KYC_REQUIRED')

    await submitted(player.cookie)
    expect(errorOf(await as(player.cookie).withdraw(taka(1000))).code).toBe('KYC_REQUIRED')
    await as(support.cookie).decide((await latestSubmissionOf(player.userId)).id, { decision: 'approve' })
    const accepted = await as(player.cookie).withdraw(taka(1000))
    expect(accepted.statusCode, accepted.body).toBe(201)
  })

  it('let withdrawals through without KYC when the operator does not require it', async () => {
    await setCompliance({
      ...defaultComplianceSettings,
      kyc: { ...defaultComplianceSettings.kyc, isRequiredForWithdrawals: false },
    })
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, taka(5000), 'bkash')
    expect((await as(player.cookie).withdraw(taka(1000))).statusCode).toBe(201)
  })

  it('refuse a deposit request once completed and pending deposits plus it pass the total; rejected ones do not count', async () => {
    await setCompliance({
      ...defaultComplianceSettings,
      kyc: { isRequiredForWithdrawals: true, depositTotalRequiringKyc: taka(1000) },
    })
    const player = await signUpPlayer(testApp())
    const finance = await makeUserWithRole(testApp(), 'finance')
    const first = await as(player.cookie).deposit(taka(600))
    expect(first.statusCode, first.body).toBe(201)
    const over = await as(player.cookie).deposit(taka(500))
    expect(over.statusCode).toBe(403)
    expect(errorOf(over).code).toBe('KYC_REQUIRED_FOR_DEPOSIT')
    // Up to the total exactly is allowed.
    expect((await as(player.cookie).deposit(taka(400))).statusCode).toBe(201)

    const rejectFirst = await testApp().inject({
      method: 'POST',
      url: `/api/admin/cashier/deposits/${first.json().id}/decision`,
      headers: {
        cookie: finance.cookie,
        origin: testApp().services.config.publicUrl,
        'idempotency-key': newKey('kyc-reject'),
      },
      payload: { decision: 'reject', reason: 'No such transfer' },
    })
    expect(rejectFirst.statusCode, rejectFirst.body).toBe(200)
    expect((await as(player.cookie).deposit(taka(500))).statusCode).toBe(201)
    expect(errorOf(await as(player.cookie).deposit(taka(200))).code).toBe('KYC_REQUIRED_FOR_DEPOSIT')

    await giveApprovedKyc(testApp(), player.userId)
    expect((await as(player.cookie).deposit(taka(5000))).statusCode).toBe(201)
  })
})

import { randomUUID } from 'node:crypto'
import {
  adminDepositPage,
  adminDepositRow,
  type DepositInput,
  depositHistoryPage,
  depositRequest,
  type PaymentMethod,
  pendingCounts,
  staffCashierChannel,
  uploadedSlip,
} from '@khela/contracts/cashier'
import { errorBody } from '@khela/contracts/errors'
import { maxImageUploadBytes } from '@khela/contracts/images'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { multipartFile, testImage } from '../../../test/upload-image.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { users } from '../../db/schema/auth.ts'
import { cashierSlips, depositRequests, paymentMethods } from '../../db/schema/cashier.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { seedPaymentMethods } from '../../seed/demo-payment-methods.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { findPaymentMethods } from './find-payment-methods.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const methods: Record<string, PaymentMethod> = {}
let finance: { cookie: string; userId: string; email: string }

beforeAll(async () => {
  await seedPaymentMethods(db())
  for (const method of await findPaymentMethods(db())) methods[method.code] = method
  finance = await makeUserWithRole(testApp(), 'finance')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error
const method = (code: string) => methods[code] as PaymentMethod

function headersOf(cookie: string | null, idempotencyKey?: string) {
  return {
    ...(cookie ? { cookie } : {}),
    origin: testApp().services.config.publicUrl,
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  }
}

function postDeposit(cookie: string | null, payload: object, idempotencyKey = newKey('deposit')) {
  return testApp().inject({
    method: 'POST',
    url: '/api/cashier/deposits',
    headers: headersOf(cookie, idempotencyKey),
    payload,
  })
}

function postDecision(cookie: string, depositId: string, payload: object, idempotencyKey = newKey('decide')) {
  return testApp().inject({
    method: 'POST',
    url: `/api/admin/cashier/deposits/${depositId}/decision`,
    headers: headersOf(cookie, idempotencyKey),
    payload,
  })
}

function get(cookie: string | null, url: string) {
  return testApp().inject({ url, headers: headersOf(cookie) })
}

function uploadSlip(cookie: string | null, bytes: Buffer) {
  const { payload, headers } = multipartFile(bytes)
  return testApp().inject({
    method: 'POST',
    url: '/api/cashier/slips',
    headers: { ...headers, ...headersOf(cookie) },
    payload,
  })
}

let transactionCounter = 0
/** A transaction id bKash would accept: ten capital letters and digits, unique per call. */
function transactionId(): string {
  transactionCounter += 1
  return `TX${process.pid % 1000}${transactionCounter}${randomUUID().replace(/-/g, '')}`
    .toUpperCase()
    .slice(0, 10)
}

function bkashDeposit(
  overrides: Partial<DepositInput> & { inputs?: Record<string, string> } = {},
): DepositInput {
  return {
    methodId: method('bkash').id,
    amount: 50_000,
    ...overrides,
    inputs: { senderAccountNumber: '01712345678', transactionId: transactionId(), ...overrides.inputs },
  }
}

async function createdDeposit(cookie: string, input: DepositInput = bkashDeposit()) {
  const response = await postDeposit(cookie, input)
  expect(response.statusCode, response.body).toBe(201)
  return depositRequest.parse(response.json())
}

async function cashOf(userId: string) {
  return (await findBalances(db(), userId))?.cash
}

describe('deposit slips', () => {
  it("stores a player's screenshot privately: the owner and cashier staff see it, nobody else", async () => {
    const owner = await signUpPlayer(testApp())
    const response = await uploadSlip(owner.cookie, await testImage('png', { width: 300, height: 600 }))
    expect(response.statusCode).toBe(201)
    const slip = uploadedSlip.parse(response.json())
    expect(slip.url).toBe(`/api/cashier/slips/${slip.id}`)

    for (const viewer of [owner, finance]) {
      const served = await get(viewer.cookie, slip.url)
      expect(served.statusCode).toBe(200)
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
      })
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 300,
        height: 600,
      })
    }
    const stranger = await signUpPlayer(testApp())
    const support = await makeUserWithRole(testApp(), 'support')
    for (const viewer of [stranger, support])
      expect((await get(viewer.cookie, slip.url)).statusCode).toBe(404)
    expect((await get(null, slip.url)).statusCode).toBe(401)
    expect((await get(owner.cookie, `/api/cashier/slips/${randomUUID()}`)).statusCode).toBe(404)
    expect((await get(owner.cookie, '/api/cashier/slips/not-a-slip')).statusCode).toBe(404)
  })

  it('refuses a file that is not an image, and one over 5 MB, as uploads do', async () => {
    const player = await signUpPlayer(testApp())
    const notImage = await uploadSlip(player.cookie, Buffer.from('%PDF-1.7\nnot a picture'))
    expect(notImage.statusCode).toBe(415)
    expect(errorOf(notImage).code).toBe('NOT_AN_IMAGE')
    const png = await testImage('png', { width: 16, height: 16 })
    const oversized = await uploadSlip(
      player.cookie,
      Buffer.concat([png, Buffer.alloc(maxImageUploadBytes + 10 - png.length)]),
    )
    expect(oversized.statusCode).toBe(413)
    expect(errorOf(oversized).code).toBe('IMAGE_TOO_LARGE')
    const empty = await testApp().inject({
      method: 'POST',
      url: '/api/cashier/slips',
      headers: headersOf(player.cookie),
      payload: { image: 'nope' },
    })
    expect(errorOf(empty)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { image: 'REQUIRED' } })
  })

  it("keeps each player's keys apart: two players sending one key each get their own deposit", async () => {
    const key = newKey('deposit')
    const first = await signUpPlayer(testApp())
    const second = await signUpPlayer(testApp())
    const one = await postDeposit(first.cookie, bkashDeposit(), key)
    const two = await postDeposit(second.cookie, bkashDeposit(), key)
    expect(one.statusCode, one.body).toBe(201)
    expect(two.statusCode, two.body).toBe(201)
    expect(depositRequest.parse(two.json()).id).not.toBe(depositRequest.parse(one.json()).id)
  })

  it('is for players: 401 for a visitor, 403 for staff', async () => {
    const image = await testImage()
    expect((await uploadSlip(null, image)).statusCode).toBe(401)
    expect((await uploadSlip(finance.cookie, image)).statusCode).toBe(403)
  })
})

describe('POST /api/cashier/deposits', () => {
  it('records a pending deposit with each field as labelled, the transaction id normalised, and no money moved', async () => {
    const player = await signUpPlayer(testApp())
    const countsBefore = pendingCounts.parse((await get(finance.cookie, '/api/admin/cashier/pending')).json())
    const id = transactionId()
    const deposit = await createdDeposit(
      player.cookie,
      bkashDeposit({
        inputs: { senderAccountNumber: ' 01712345678 ', transactionId: `  ${id.toLowerCase()} ` },
      }),
    )
    expect(deposit).toMatchObject({
      methodCode: 'bkash',
      methodName: 'bKash',
      gateway: 'MOBILE_BANKING',
      amount: 50_000,
      currency: 'BDT',
      status: 'pending',
      reason: null,
      decidedAt: null,
      inputs: [
        {
          key: 'senderAccountNumber',
          label: { en: 'Sender account number' },
          type: 'text',
          value: '01712345678',
        },
        { key: 'transactionId', label: { en: 'Transaction ID' }, type: 'text', value: id },
      ],
    })
    expect(await cashOf(player.userId)).toBe(0)
    const history = depositHistoryPage.parse((await get(player.cookie, '/api/cashier/deposits')).json())
    expect(history).toMatchObject({ total: 1, page: 1, pageSize: 6, items: [{ id: deposit.id }] })
    const countsAfter = pendingCounts.parse((await get(finance.cookie, '/api/admin/cashier/pending')).json())
    expect(countsAfter.deposits).toBe(countsBefore.deposits + 1)
  })

  it('accepts exactly the minimum and the maximum, and refuses one poisha beyond either', async () => {
    const player = await signUpPlayer(testApp())
    const { min, max } = method('bkash').depositLimits
    for (const amount of [min, max]) await createdDeposit(player.cookie, bkashDeposit({ amount }))
    for (const [amount, code] of [
      [min - 1, 'AMOUNT_BELOW_MINIMUM'],
      [max + 1, 'AMOUNT_ABOVE_MAXIMUM'],
    ] as const) {
      const response = await postDeposit(player.cookie, bkashDeposit({ amount }))
      expect(response.statusCode, code).toBe(400)
      expect(errorOf(response).fields).toEqual({ amount: code })
    }
  })

  it("checks each field by the method's rules and reports every problem at once", async () => {
    const player = await signUpPlayer(testApp())
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { senderAccountNumber: '', transactionId: '' },
        {
          'inputs.senderAccountNumber': 'REQUIRED',
          'inputs.transactionId': 'REQUIRED',
        },
      ],
      [{ senderAccountNumber: '0171234567' }, { 'inputs.senderAccountNumber': 'INVALID_FORMAT' }],
      [{ senderAccountNumber: '01212345678' }, { 'inputs.senderAccountNumber': 'INVALID_FORMAT' }],
      [{ transactionId: 'ABC' }, { 'inputs.transactionId': 'INVALID_FORMAT' }],
      [{ transactionId: 'ABCDE-1234' }, { 'inputs.transactionId': 'INVALID_FORMAT' }],
      [{ transactionId: 'A'.repeat(121) }, { 'inputs.transactionId': 'TEXT_TOO_LONG' }],
    ]
    for (const [inputs, fields] of cases) {
      const response = await postDeposit(player.cookie, bkashDeposit({ inputs }))
      expect(response.statusCode, JSON.stringify(inputs)).toBe(400)
      expect(errorOf(response).fields, JSON.stringify(inputs)).toEqual(fields)
    }
    const both = await postDeposit(
      player.cookie,
      bkashDeposit({ amount: 1, inputs: { senderAccountNumber: 'x', transactionId: 'y' } }),
    )
    expect(errorOf(both).fields).toEqual({
      amount: 'AMOUNT_BELOW_MINIMUM',
      'inputs.senderAccountNumber': 'INVALID_FORMAT',
      'inputs.transactionId': 'INVALID_FORMAT',
    })
    const [stored] = await db()
      .select()
      .from(depositRequests)
      .where(eq(depositRequests.userId, player.userId))
    expect(stored).toBeUndefined()
  })

  it("takes Nagad's eight-character transaction ids only, upper-casing a lower-case one", async () => {
    const player = await signUpPlayer(testApp())
    const nagad = (id: string): DepositInput => ({
      methodId: method('nagad').id,
      amount: 50_000,
      inputs: { senderAccountNumber: '01712345678', transactionId: id },
    })
    const eight = `N${randomUUID().replace(/-/g, '').slice(0, 7)}`.toUpperCase()
    for (const id of [eight.slice(0, 7), `${eight}9`]) {
      const response = await postDeposit(player.cookie, nagad(id))
      expect(response.statusCode, id).toBe(400)
      expect(errorOf(response).fields, id).toEqual({ 'inputs.transactionId': 'INVALID_FORMAT' })
    }
    const accepted = await createdDeposit(player.cookie, nagad(eight.toLowerCase()))
    expect(accepted.inputs.find((input) => input.key === 'transactionId')?.value).toBe(eight.toUpperCase())
  })

  it('refuses a transaction id already submitted for the method, however it is cased or spaced, by anyone', async () => {
    const first = await signUpPlayer(testApp())
    const second = await signUpPlayer(testApp())
    const id = transactionId()
    await createdDeposit(first.cookie, bkashDeposit({ inputs: { transactionId: id } }))
    for (const [player, typed] of [
      [first, id],
      [first, ` ${id.toLowerCase()}\t`],
      [second, id.toLowerCase()],
    ] as const) {
      const response = await postDeposit(player.cookie, bkashDeposit({ inputs: { transactionId: typed } }))
      expect(response.statusCode, typed).toBe(400)
      expect(errorOf(response).fields, typed).toEqual({ 'inputs.transactionId': 'TRANSACTION_ID_TAKEN' })
    }
  })

  it('refuses a method that is disabled for deposits or does not exist: METHOD_UNAVAILABLE', async () => {
    const player = await signUpPlayer(testApp())
    const [disabled] = await db()
      .insert(paymentMethods)
      .values({
        code: 'closed-method',
        gateway: 'MOBILE_BANKING',
        name: 'Closed',
        brandColor: '#000000',
        receivingAccount: '01700000000',
        instructions: { en: [], bn: [] },
        fields: [],
        presetAmounts: [50_000],
        depositMin: 100,
        depositMax: 100_000_000,
        withdrawalMin: 100,
        withdrawalMax: 100_000_000,
        isDepositEnabled: false,
        position: 99,
      })
      .returning()
    for (const methodId of [disabled?.id as string, randomUUID()]) {
      const response = await postDeposit(player.cookie, { methodId, amount: 50_000, inputs: {} })
      expect(response.statusCode).toBe(409)
      expect(errorOf(response).code).toBe('METHOD_UNAVAILABLE')
    }
  })

  it("takes a bank deposit with the player's own unused slip, stored as the slip's URL", async () => {
    const player = await signUpPlayer(testApp())
    const other = await signUpPlayer(testApp())
    const slip = uploadedSlip.parse((await uploadSlip(player.cookie, await testImage())).json())
    const othersSlip = uploadedSlip.parse((await uploadSlip(other.cookie, await testImage())).json())
    const ibbl = (screenshot: string): DepositInput => ({
      methodId: method('ibbl').id,
      amount: 100_000,
      inputs: { senderAccountNumber: '2050123456789', accountHolderName: ' Rahim Uddin ', screenshot },
    })

    for (const [screenshot, code] of [
      ['', 'REQUIRED'],
      [othersSlip.id, 'SLIP_UNAVAILABLE'],
      [randomUUID(), 'SLIP_UNAVAILABLE'],
      ['not-a-slip', 'SLIP_UNAVAILABLE'],
    ] as const) {
      const response = await postDeposit(player.cookie, ibbl(screenshot))
      expect(response.statusCode, screenshot).toBe(400)
      expect(errorOf(response).fields, screenshot).toEqual({ 'inputs.screenshot': code })
    }

    const deposit = await createdDeposit(player.cookie, ibbl(slip.id))
    expect(deposit.inputs).toEqual([
      expect.objectContaining({ key: 'senderAccountNumber', value: '2050123456789' }),
      expect.objectContaining({ key: 'accountHolderName', value: 'Rahim Uddin' }),
      { key: 'screenshot', label: { en: 'Screenshot', bn: 'স্ক্রিনশট' }, type: 'image', value: slip.url },
    ])
    const reused = await postDeposit(player.cookie, ibbl(slip.id))
    expect(errorOf(reused).fields).toEqual({ 'inputs.screenshot': 'SLIP_UNAVAILABLE' })
    // The slip records the deposit that used it (looked up by id, not by scanning deposits' inputs).
    const [slipRow] = await db().select().from(cashierSlips).where(eq(cashierSlips.id, slip.id))
    expect(slipRow?.depositId).toBe(deposit.id)
    const [othersRow] = await db().select().from(cashierSlips).where(eq(cashierSlips.id, othersSlip.id))
    expect(othersRow?.depositId).toBeNull()
  })

  it('refuses the same screenshot uploaded again for another deposit (SLIP_ALREADY_USED), unless that deposit was rejected', async () => {
    const player = await signUpPlayer(testApp())
    const other = await signUpPlayer(testApp())
    const picture = await testImage()
    const upload = async (cookie: string) => uploadedSlip.parse((await uploadSlip(cookie, picture)).json()).id
    const ibbl = (screenshot: string): DepositInput => ({
      methodId: method('ibbl').id,
      amount: 100_000,
      inputs: { senderAccountNumber: '2050123456789', accountHolderName: 'Rahim Uddin', screenshot },
    })
    const first = await createdDeposit(player.cookie, ibbl(await upload(player.cookie)))
    // The same bytes uploaded again are a new slip id but the same stored file.
    for (const cookie of [player.cookie, other.cookie]) {
      const again = await postDeposit(cookie, ibbl(await upload(cookie)))
      expect(again.statusCode).toBe(400)
      expect(errorOf(again).fields).toEqual({ 'inputs.screenshot': 'SLIP_ALREADY_USED' })
    }
    // Still refused once the first is completed; allowed again after its rejection.
    const completed = await postDecision(finance.cookie, first.id, { decision: 'complete' })
    expect(completed.statusCode, completed.body).toBe(200)
    const secondPicture = await testImage()
    const second = await createdDeposit(
      player.cookie,
      ibbl(uploadedSlip.parse((await uploadSlip(player.cookie, secondPicture)).json()).id),
    )
    const afterComplete = await postDeposit(player.cookie, ibbl(await upload(player.cookie)))
    expect(errorOf(afterComplete).fields).toEqual({ 'inputs.screenshot': 'SLIP_ALREADY_USED' })
    const rejected = await postDecision(finance.cookie, second.id, {
      decision: 'reject',
      reason: 'Not received',
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    const resent = await postDeposit(
      player.cookie,
      ibbl(uploadedSlip.parse((await uploadSlip(player.cookie, secondPicture)).json()).id),
    )
    expect(resent.statusCode, resent.body).toBe(201)
  })

  it.runIf(isPostgres)('gives one slip to one of two deposits naming it at once', async () => {
    const player = await signUpPlayer(testApp())
    const slip = uploadedSlip.parse((await uploadSlip(player.cookie, await testImage())).json())
    const ibbl = (): DepositInput => ({
      methodId: method('ibbl').id,
      amount: 100_000,
      inputs: { senderAccountNumber: '2050123456789', accountHolderName: 'Rahim Uddin', screenshot: slip.id },
    })
    const responses = await Promise.all([1, 2, 3, 4].map(() => postDeposit(player.cookie, ibbl())))
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400, 400])
    // Taken by the winner's conditional update, or seen by its picture once the winner committed.
    for (const response of responses.filter((one) => one.statusCode === 400))
      expect(['SLIP_UNAVAILABLE', 'SLIP_ALREADY_USED']).toContain(
        errorOf(response).fields?.['inputs.screenshot'],
      )
    const rows = await db().select().from(depositRequests).where(eq(depositRequests.userId, player.userId))
    expect(rows).toHaveLength(1)
  })

  it('answers a replay with the same key with the first answer and makes one request; another body is IDEMPOTENCY_KEY_REUSED', async () => {
    const player = await signUpPlayer(testApp())
    const key = newKey('deposit')
    const input = bkashDeposit()
    const first = await postDeposit(player.cookie, input, key)
    const replay = await postDeposit(player.cookie, input, key)
    expect(first.statusCode).toBe(201)
    expect(replay.statusCode).toBe(201)
    expect(replay.json()).toEqual(first.json())
    const rows = await db().select().from(depositRequests).where(eq(depositRequests.userId, player.userId))
    expect(rows).toHaveLength(1)

    const other = await postDeposit(player.cookie, { ...input, amount: input.amount + 100 }, key)
    expect(other.statusCode).toBe(422)
    expect(errorOf(other).code).toBe('IDEMPOTENCY_KEY_REUSED')
    const missingKey = await testApp().inject({
      method: 'POST',
      url: '/api/cashier/deposits',
      headers: headersOf(player.cookie),
      payload: bkashDeposit(),
    })
    expect(missingKey.statusCode).toBe(400)
  })

  it('is for players: 401 for a visitor, 403 for staff', async () => {
    expect((await postDeposit(null, bkashDeposit())).statusCode).toBe(401)
    expect((await postDeposit(finance.cookie, bkashDeposit())).statusCode).toBe(403)
    expect((await get(null, '/api/cashier/deposits')).statusCode).toBe(401)
    expect((await get(finance.cookie, '/api/cashier/deposits')).statusCode).toBe(403)
  })

  it('slows down a player who sends too many deposit requests', async () => {
    const player = await signUpPlayer(testApp())
    const unavailable = { methodId: randomUUID(), amount: 50_000, inputs: {} }
    for (let count = 0; count < 20; count += 1)
      expect((await postDeposit(player.cookie, unavailable)).statusCode).toBe(409)
    expect((await postDeposit(player.cookie, unavailable)).statusCode).toBe(429)
    const another = await signUpPlayer(testApp())
    expect((await postDeposit(another.cookie, unavailable)).statusCode).toBe(409)
  })

  it('answers a replay of a stored key with the first answer even past the limit', async () => {
    const player = await signUpPlayer(testApp())
    const key = newKey('deposit')
    const input = bkashDeposit()
    const first = await postDeposit(player.cookie, input, key)
    expect(first.statusCode).toBe(201)
    const unavailable = { methodId: randomUUID(), amount: 50_000, inputs: {} }
    for (let count = 1; count < 20; count += 1)
      expect((await postDeposit(player.cookie, unavailable)).statusCode).toBe(409)
    expect((await postDeposit(player.cookie, unavailable)).statusCode).toBe(429)
    const replay = await postDeposit(player.cookie, input, key)
    expect(replay.statusCode, replay.body).toBe(201)
    expect(replay.json()).toEqual(first.json())
    // Another request under the key is not a replay: still limited.
    expect((await postDeposit(player.cookie, bkashDeposit(), key)).statusCode).toBe(429)
  })

  it("pages the player's own history, six a page, newest first", async () => {
    const player = await signUpPlayer(testApp())
    const created = []
    for (let count = 0; count < 7; count += 1) created.push(await createdDeposit(player.cookie))
    const first = depositHistoryPage.parse((await get(player.cookie, '/api/cashier/deposits')).json())
    const second = depositHistoryPage.parse((await get(player.cookie, '/api/cashier/deposits?page=2')).json())
    expect(first.total).toBe(7)
    expect(first.items).toHaveLength(6)
    expect(second.items.map((item) => item.id)).toEqual([created[0]?.id])
    expect(first.items[0]?.id).toBe(created[6]?.id)
    const stranger = await signUpPlayer(testApp())
    expect(depositHistoryPage.parse((await get(stranger.cookie, '/api/cashier/deposits')).json()).total).toBe(
      0,
    )
  })
})

describe('realtime hints', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('creating one tells staff a deposit is pending; its replay tells nobody', async () => {
    const player = await signUpPlayer(testApp())
    const publish = vi.spyOn(testApp().services.realtime, 'publish')
    const key = newKey('deposit')
    const input = bkashDeposit()
    expect((await postDeposit(player.cookie, input, key)).statusCode).toBe(201)
    expect(publish.mock.calls).toEqual([[staffCashierChannel, { type: 'cashier.pending' }]])
    publish.mockClear()
    expect((await postDeposit(player.cookie, input, key)).statusCode).toBe(201)
    expect(publish).not.toHaveBeenCalled()
  })

  it('completing one tells the player (balance, decision) and staff (pending); a replay or refused decision tells nobody', async () => {
    const player = await signUpPlayer(testApp())
    const deposit = await createdDeposit(player.cookie)
    const publish = vi.spyOn(testApp().services.realtime, 'publish')
    const key = newKey('decide')
    const completed = await postDecision(finance.cookie, deposit.id, { decision: 'complete' }, key)
    expect(completed.statusCode, completed.body).toBe(200)
    expect(publish.mock.calls).toEqual(
      expect.arrayContaining([
        [`user:${player.userId}`, { type: 'wallet.balance' }],
        [
          `user:${player.userId}`,
          { type: 'cashier.decided', request: 'deposit', id: deposit.id, status: 'completed' },
        ],
        [staffCashierChannel, { type: 'cashier.pending' }],
      ]),
    )
    expect(publish).toHaveBeenCalledTimes(3)
    publish.mockClear()
    expect((await postDecision(finance.cookie, deposit.id, { decision: 'complete' }, key)).statusCode).toBe(
      200,
    )
    const refused = await postDecision(finance.cookie, deposit.id, { decision: 'reject', reason: 'Late' })
    expect(errorOf(refused).code).toBe('ALREADY_DECIDED')
    expect(publish).not.toHaveBeenCalled()
  })
})

describe('deciding a deposit', () => {
  it("completes a deposit once: the player's cash is credited from the method's clearing account, audited", async () => {
    const player = await signUpPlayer(testApp())
    const deposit = await createdDeposit(player.cookie, bkashDeposit({ amount: 123_400 }))
    const response = await postDecision(finance.cookie, deposit.id, { decision: 'complete' })
    expect(response.statusCode, response.body).toBe(200)
    const decided = adminDepositRow.parse(response.json())
    expect(decided).toMatchObject({
      id: deposit.id,
      status: 'completed',
      decidedBy: finance.email.split('@')[0],
      player: { id: player.userId, email: player.email },
    })
    expect(decided.decidedAt).not.toBeNull()
    expect(await cashOf(player.userId)).toBe(123_400)

    const [row] = await db().select().from(depositRequests).where(eq(depositRequests.id, deposit.id))
    const [moved] = await db()
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `deposit:${deposit.id}`))
    expect(moved).toMatchObject({ id: row?.transferId, amount: 123_400, kind: 'deposit', refId: deposit.id })
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'deposit_request'), eq(auditLog.recordId, deposit.id)))
    expect(entries).toMatchObject([{ actorId: finance.userId, action: 'deposit.complete' }])

    const admin = await makeUserWithRole(testApp(), 'admin')
    for (const [cookie, decision] of [
      [finance.cookie, { decision: 'complete' }],
      [admin.cookie, { decision: 'complete' }],
      [admin.cookie, { decision: 'reject', reason: 'Not received' }],
    ] as const) {
      const again = await postDecision(cookie, deposit.id, decision)
      expect(again.statusCode).toBe(409)
      expect(errorOf(again).code).toBe('ALREADY_DECIDED')
    }
    expect(await cashOf(player.userId)).toBe(123_400)
    const history = depositHistoryPage.parse((await get(player.cookie, '/api/cashier/deposits')).json())
    expect(history.items[0]).toMatchObject({ status: 'completed' })
  })

  it('rejects with a reason, which is stored and shown to the player, and moves no money', async () => {
    const player = await signUpPlayer(testApp())
    const deposit = await createdDeposit(player.cookie)
    for (const reason of [undefined, '', '  x ']) {
      const response = await postDecision(finance.cookie, deposit.id, { decision: 'reject', reason })
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).fields).toEqual({ reason: 'REQUIRED' })
    }
    const response = await postDecision(finance.cookie, deposit.id, {
      decision: 'reject',
      reason: ' No such transaction on our statement ',
    })
    expect(adminDepositRow.parse(response.json())).toMatchObject({
      status: 'rejected',
      reason: 'No such transaction on our statement',
    })
    expect(await cashOf(player.userId)).toBe(0)
    const [row] = await db().select().from(depositRequests).where(eq(depositRequests.id, deposit.id))
    expect(row).toMatchObject({ transferId: null, decidedBy: finance.userId })
    const history = depositHistoryPage.parse((await get(player.cookie, '/api/cashier/deposits')).json())
    expect(history.items[0]).toMatchObject({
      status: 'rejected',
      reason: 'No such transaction on our statement',
    })
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.reject'), eq(auditLog.recordId, deposit.id)))
    expect(entry?.after).toMatchObject({ status: 'rejected', reason: 'No such transaction on our statement' })
    const complete = await postDecision(finance.cookie, deposit.id, { decision: 'complete' })
    expect(errorOf(complete).code).toBe('ALREADY_DECIDED')
    expect(await cashOf(player.userId)).toBe(0)
  })

  it("answers the same staff member's replay with the first answer and credits once; another body is IDEMPOTENCY_KEY_REUSED", async () => {
    const player = await signUpPlayer(testApp())
    const deposit = await createdDeposit(player.cookie, bkashDeposit({ amount: 77_700 }))
    const key = newKey('decide')
    const first = await postDecision(finance.cookie, deposit.id, { decision: 'complete' }, key)
    const replay = await postDecision(finance.cookie, deposit.id, { decision: 'complete' }, key)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual(first.json())
    expect(await cashOf(player.userId)).toBe(77_700)
    const other = await postDecision(
      finance.cookie,
      deposit.id,
      { decision: 'reject', reason: 'Changed mind' },
      key,
    )
    expect(errorOf(other).code).toBe('IDEMPOTENCY_KEY_REUSED')
    const transfers = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.refId, deposit.id))
    expect(transfers).toHaveLength(1)
  })

  it("answers NOT_FOUND for an unknown deposit, and refuses a staff member's own deposit", async () => {
    for (const id of [randomUUID(), 'nope']) {
      const response = await postDecision(finance.cookie, id, { decision: 'complete' })
      expect(response.statusCode, id).toBe(404)
    }
    const player = await signUpPlayer(testApp())
    const deposit = await createdDeposit(player.cookie)
    await db().update(users).set({ role: 'finance' }).where(eq(users.id, player.userId))
    const own = await postDecision(player.cookie, deposit.id, { decision: 'complete' })
    expect(own.statusCode).toBe(403)
    expect(errorOf(own).code).toBe('FORBIDDEN')
    expect(await cashOf(player.userId)).toBe(0)
  })

  it.runIf(isPostgres)(
    'two staff completing the same deposit at once credit it exactly once',
    async () => {
      const player = await signUpPlayer(testApp())
      const admin = await makeUserWithRole(testApp(), 'admin')
      for (let round = 0; round < 5; round += 1) {
        const deposit = await createdDeposit(player.cookie, bkashDeposit({ amount: 100_000 }))
        const answers = await Promise.all(
          [finance, admin].map((staff) => postDecision(staff.cookie, deposit.id, { decision: 'complete' })),
        )
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
        expect(await cashOf(player.userId)).toBe(100_000 * (round + 1))
      }
    },
    60_000,
  )

  it.runIf(isPostgres)(
    'two players submitting the same transaction id at once: one deposit, the other TRANSACTION_ID_TAKEN',
    async () => {
      const players = [await signUpPlayer(testApp()), await signUpPlayer(testApp())]
      for (let round = 0; round < 5; round += 1) {
        const id = transactionId()
        const answers = await Promise.all(
          players.map((player) =>
            postDeposit(player.cookie, bkashDeposit({ inputs: { transactionId: id } })),
          ),
        )
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400])
        const refused = answers.find((answer) => answer.statusCode === 400)
        expect(refused && errorOf(refused).fields).toEqual({ 'inputs.transactionId': 'TRANSACTION_ID_TAKEN' })
      }
    },
    60_000,
  )
})

describe('Deposit History: GET /api/admin/cashier/deposits', () => {
  it('finds deposits by player name, email, phone or transaction id, newest first, with who decided', async () => {
    const player = await signUpPlayer(testApp())
    const id = transactionId()
    const older = await createdDeposit(player.cookie, bkashDeposit({ inputs: { transactionId: id } }))
    const newer = await createdDeposit(player.cookie)
    await postDecision(finance.cookie, older.id, { decision: 'reject', reason: 'Not received' })
    const name = player.email.split('@')[0] as string
    for (const search of [name, player.email.toUpperCase(), player.phone.slice(-8)]) {
      const page = adminDepositPage.parse(
        (
          await get(finance.cookie, `/api/admin/cashier/deposits?search=${encodeURIComponent(search)}`)
        ).json(),
      )
      expect(
        page.items.map((item) => item.id),
        search,
      ).toEqual([newer.id, older.id])
      expect(page.total).toBe(2)
    }
    const byTransaction = adminDepositPage.parse(
      (await get(finance.cookie, `/api/admin/cashier/deposits?search=${id.toLowerCase()}`)).json(),
    )
    expect(byTransaction.items).toHaveLength(1)
    expect(byTransaction.items[0]).toMatchObject({
      id: older.id,
      status: 'rejected',
      reason: 'Not received',
      decidedBy: finance.email.split('@')[0],
      player: { id: player.userId, name, email: player.email, phone: expect.stringMatching(/^\+880/) },
    })
    expect(byTransaction.items[0]?.decidedAt).not.toBeNull()
  })

  it('filters by status, method and Dhaka calendar days, and pages', async () => {
    const player = await signUpPlayer(testApp())
    const search = `search=${encodeURIComponent(player.email)}`
    const pending = await createdDeposit(player.cookie)
    const completed = await createdDeposit(player.cookie)
    await postDecision(finance.cookie, completed.id, { decision: 'complete' })
    const nagad = await createdDeposit(player.cookie, {
      methodId: method('nagad').id,
      amount: 30_000,
      inputs: { senderAccountNumber: '01812345678', transactionId: 'NG123456' },
    })
    // 18:30 UTC on 10 March is half past midnight on 11 March in Dhaka.
    await db()
      .update(depositRequests)
      .set({ createdAt: new Date('2026-03-10T18:30:00Z') })
      .where(eq(depositRequests.id, nagad.id))
    const ids = async (query: string) =>
      adminDepositPage
        .parse((await get(finance.cookie, `/api/admin/cashier/deposits?${search}&${query}`)).json())
        .items.map((item) => item.id)

    expect(await ids('status=pending')).toEqual([pending.id, nagad.id])
    expect(await ids('status=completed')).toEqual([completed.id])
    expect(await ids('method=nagad')).toEqual([nagad.id])
    expect(await ids('from=2026-03-11&to=2026-03-11')).toEqual([nagad.id])
    expect(await ids('to=2026-03-10')).toEqual([])
    expect(await ids('from=2026-03-12')).toEqual([completed.id, pending.id])
    const paged = adminDepositPage.parse(
      (await get(finance.cookie, `/api/admin/cashier/deposits?${search}&pageSize=2&page=2`)).json(),
    )
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ id: nagad.id }] })
    const badStatus = await get(finance.cookie, '/api/admin/cashier/deposits?status=lost')
    expect(errorOf(badStatus).fields).toEqual({ status: 'INVALID_CHOICE' })
    const badDate = await get(finance.cookie, '/api/admin/cashier/deposits?from=11-03-2026')
    expect(badDate.statusCode).toBe(400)
  })

  it('refuses dates that do not exist and a range that ends before it starts', async () => {
    for (const [query, fields] of [
      ['from=2026-02-30', { from: 'INVALID_DATE' }],
      ['to=2026-13-01', { to: 'INVALID_DATE' }],
      ['from=2026-03-12&to=2026-03-11', { to: 'DATE_BEFORE_FROM' }],
    ] as const) {
      const response = await get(finance.cookie, `/api/admin/cashier/deposits?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(errorOf(response).fields, query).toEqual(fields)
    }
    const leapDay = await get(finance.cookie, '/api/admin/cashier/deposits?from=2028-02-29&to=2028-02-29')
    expect(leapDay.statusCode).toBe(200)
  })

  it('is for staff with cashier.decide: support, content and players are refused', async () => {
    const player = await signUpPlayer(testApp())
    const deposit = await createdDeposit(player.cookie)
    for (const role of ['support', 'content', 'player'] as const) {
      const { cookie } = await makeUserWithRole(testApp(), role)
      expect((await get(cookie, '/api/admin/cashier/deposits')).statusCode, role).toBe(403)
      expect((await get(cookie, '/api/admin/cashier/pending')).statusCode, role).toBe(403)
      expect((await postDecision(cookie, deposit.id, { decision: 'complete' })).statusCode, role).toBe(403)
    }
    expect((await get(null, '/api/admin/cashier/pending')).statusCode).toBe(401)
    expect(await cashOf(player.userId)).toBe(0)
    const admin = await makeUserWithRole(testApp(), 'admin')
    expect((await get(admin.cookie, '/api/admin/cashier/deposits')).statusCode).toBe(200)
  })
})

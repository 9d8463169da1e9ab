import { cashierMethods, type PaymentMethodInput, paymentMethod } from '@khela/contracts/cashier'
import { errorBody } from '@khela/contracts/errors'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { paymentMethods } from '../../db/schema/cashier.ts'
import { demoPaymentMethods, seedPaymentMethods } from '../../seed/demo-payment-methods.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db
let finance: { cookie: string; userId: string }
let player: { cookie: string; userId: string }

beforeAll(async () => {
  await seedPaymentMethods(db())
  finance = await makeUserWithRole(testApp(), 'finance')
  player = await signUpPlayer(testApp())
})

const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error

function request(cookie: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const app = testApp()
  return app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), origin: app.services.config.publicUrl },
    ...(payload ? { payload } : {}),
  })
}

let codeCounter = 0
function newMethod(overrides: Partial<PaymentMethodInput> = {}): PaymentMethodInput {
  codeCounter += 1
  return {
    ...(demoPaymentMethods[0] as PaymentMethodInput),
    code: `rocket-${codeCounter}`,
    name: 'Rocket',
    position: 10 + codeCounter,
    ...overrides,
  }
}

describe('GET /api/cashier/methods', () => {
  it("lists the player's enabled methods in position order, split into deposit and withdrawal, never cached", async () => {
    const response = await request(player.cookie, 'GET', '/api/cashier/methods')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const methods = cashierMethods.parse(response.json())
    expect(methods.deposit.slice(0, 3).map((method) => method.code)).toEqual(['bkash', 'nagad', 'ibbl'])
    expect(methods.withdrawal.slice(0, 3).map((method) => method.code)).toEqual(['bkash', 'nagad', 'ibbl'])
    expect(methods.deposit[0]).toMatchObject({ depositLimits: { min: 20_000, max: 2_500_000 } })
  })

  it('leaves out a method disabled for one side from that side only', async () => {
    const created = paymentMethod.parse(
      (
        await request(
          finance.cookie,
          'POST',
          '/api/admin/cashier/methods',
          newMethod({ isDepositEnabled: false, isWithdrawalEnabled: true }),
        )
      ).json(),
    )
    const methods = cashierMethods.parse((await request(player.cookie, 'GET', '/api/cashier/methods')).json())
    expect(methods.deposit.map((method) => method.id)).not.toContain(created.id)
    expect(methods.withdrawal.map((method) => method.id)).toContain(created.id)
  })

  it('is for signed-in players: 401 for a visitor, 403 for staff', async () => {
    expect((await request(null, 'GET', '/api/cashier/methods')).statusCode).toBe(401)
    expect((await request(finance.cookie, 'GET', '/api/cashier/methods')).statusCode).toBe(403)
  })
})

describe('Settings → Banking: /api/admin/cashier/methods', () => {
  it('adds a method, audited, and lists it with the others', async () => {
    const input = newMethod({ presetAmounts: [50_000, 20_000, 50_000] })
    const response = await request(finance.cookie, 'POST', '/api/admin/cashier/methods', input)
    expect(response.statusCode).toBe(201)
    const created = paymentMethod.parse(response.json())
    expect(created).toMatchObject({
      code: input.code,
      name: 'Rocket',
      presetAmounts: [20_000, 50_000],
      currency: 'BDT',
      depositLimits: input.depositLimits,
    })
    const list = await request(finance.cookie, 'GET', '/api/admin/cashier/methods')
    expect(list.statusCode).toBe(200)
    expect(list.json().map((method: { id: string }) => method.id)).toContain(created.id)

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'payment_method'), eq(auditLog.recordId, created.id)))
    expect(entry).toMatchObject({ actorId: finance.userId, action: 'payment_method.create', before: null })
    expect(entry?.after).toMatchObject({ code: input.code })
  })

  it('keeps the code a method was created with (its clearing account is keyed by it): CODE_FIXED', async () => {
    const created = paymentMethod.parse(
      (await request(finance.cookie, 'POST', '/api/admin/cashier/methods', newMethod())).json(),
    )
    const recoded = await request(
      finance.cookie,
      'PUT',
      `/api/admin/cashier/methods/${created.id}`,
      newMethod({ code: `${created.code}-new`, name: 'Rocket Pay' }),
    )
    expect(recoded.statusCode).toBe(400)
    expect(errorOf(recoded)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { code: 'CODE_FIXED' } })
    const [row] = await db().select().from(paymentMethods).where(eq(paymentMethods.id, created.id))
    expect(row).toMatchObject({ code: created.code, name: created.name })
  })

  it('refuses a code another method has: SLUG_TAKEN on create', async () => {
    const taken = await request(
      finance.cookie,
      'POST',
      '/api/admin/cashier/methods',
      newMethod({ code: 'bkash' }),
    )
    expect(taken.statusCode).toBe(409)
    expect(errorOf(taken)).toMatchObject({ code: 'CONFLICT', fields: { code: 'SLUG_TAKEN' } })
  })

  it('refuses each invalid setting with a field error', async () => {
    const cases: [Partial<PaymentMethodInput>, string, string][] = [
      [{ code: 'Not A Code' }, 'code', 'INVALID_SLUG'],
      [{ name: '  ' }, 'name', 'REQUIRED'],
      [{ brandColor: 'red' }, 'brandColor', 'INVALID_COLOUR'],
      [{ depositLimits: { min: 50_000, max: 10_000 } }, 'depositLimits.max', 'MAX_BELOW_MIN'],
      [{ presetAmounts: [] }, 'presetAmounts', 'REQUIRED'],
      [{ presetAmounts: [10_000] }, 'presetAmounts', 'PRESET_OUTSIDE_LIMITS'],
    ]
    for (const [overrides, field, code] of cases) {
      const response = await request(
        finance.cookie,
        'POST',
        '/api/admin/cashier/methods',
        newMethod(overrides),
      )
      expect(response.statusCode, field).toBe(400)
      expect(errorOf(response).fields?.[field], field).toBe(code)
    }
    const base = newMethod()
    const [first] = base.fields
    const fieldCases: [PaymentMethodInput['fields'], string][] = [
      [[{ ...(first as PaymentMethodInput['fields'][number]), pattern: '([' }], 'INVALID_PATTERN'],
      [base.fields.map((field) => ({ ...field, key: 'same' })), 'DUPLICATE_KEY'],
      [base.fields.map((field) => ({ ...field, isUnique: true })), 'ONE_UNIQUE_FIELD'],
    ]
    for (const [fields, code] of fieldCases) {
      const response = await request(finance.cookie, 'POST', '/api/admin/cashier/methods', {
        ...base,
        fields,
      })
      expect(response.statusCode, code).toBe(400)
      expect(Object.values(errorOf(response).fields ?? {}), code).toContain(code)
    }
  })

  it('replaces a method, audited with before and after; disabling it takes it off the player list', async () => {
    const created = paymentMethod.parse(
      (await request(finance.cookie, 'POST', '/api/admin/cashier/methods', newMethod())).json(),
    )
    const change = newMethod({
      code: created.code,
      name: 'Rocket Pay',
      isDepositEnabled: false,
      isWithdrawalEnabled: false,
    })
    const response = await request(finance.cookie, 'PUT', `/api/admin/cashier/methods/${created.id}`, change)
    expect(response.statusCode).toBe(200)
    expect(paymentMethod.parse(response.json())).toMatchObject({
      id: created.id,
      name: 'Rocket Pay',
      isDepositEnabled: false,
    })
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment_method.update'), eq(auditLog.recordId, created.id)))
    expect(entry?.before).toMatchObject({ name: 'Rocket', isDepositEnabled: true })
    expect(entry?.after).toMatchObject({ name: 'Rocket Pay', isDepositEnabled: false })

    const methods = cashierMethods.parse((await request(player.cookie, 'GET', '/api/cashier/methods')).json())
    expect([...methods.deposit, ...methods.withdrawal].map((method) => method.id)).not.toContain(created.id)
  })

  it('answers NOT_FOUND for an unknown method', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await request(finance.cookie, 'PUT', `/api/admin/cashier/methods/${id}`, newMethod())
      expect(response.statusCode, id).toBe(404)
    }
  })

  it('is for staff with cashier.methods: support and content staff and players are refused', async () => {
    for (const role of ['support', 'content', 'player'] as const) {
      const { cookie } = await makeUserWithRole(testApp(), role)
      expect((await request(cookie, 'GET', '/api/admin/cashier/methods')).statusCode, role).toBe(403)
      expect(
        (await request(cookie, 'POST', '/api/admin/cashier/methods', newMethod())).statusCode,
        role,
      ).toBe(403)
    }
    expect((await request(null, 'GET', '/api/admin/cashier/methods')).statusCode).toBe(401)
    const admin = await makeUserWithRole(testApp(), 'admin')
    expect((await request(admin.cookie, 'GET', '/api/admin/cashier/methods')).statusCode).toBe(200)
  })
})

import { errorBody } from '@khela/contracts/errors'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useTestApp } from '../../test/use-test-app.ts'
import type { App } from '../app.ts'
import { AppError } from '../lib/app-error.ts'

const testApp = useTestApp()
let app: App

beforeAll(() => {
  app = testApp()
  app.get('/api/test/conflict', { config: { access: 'public', errors: ['CONFLICT'] } }, async () => {
    throw new AppError('CONFLICT', {
      fields: { email: 'Already registered' },
      internalDetail: 'users_email_key',
    })
  })
  app.get('/api/test/undocumented', { config: { access: 'public' } }, async () => {
    throw new AppError('BET_SETTLED')
  })
  app.get('/api/test/crash', async () => {
    throw new Error('connection to 10.0.0.5 refused: password for user khela')
  })
  app.post(
    '/api/test/validate',
    { schema: { body: z.object({ amount: z.number().int().positive(), phone: z.string().min(11) }) } },
    async () => ({ ok: true }),
  )
  app.get(
    '/api/test/limited',
    { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
    async () => 'ok',
  )
})

describe('the error handler', () => {
  it('notes, in tests, an answer whose code the operation does not document', async () => {
    await app.inject('/api/test/conflict')
    expect(app.undocumentedErrors).toEqual([])
    expect((await app.inject('/api/test/undocumented')).statusCode).toBe(409)
    expect(app.undocumentedErrors).toEqual(['GET /api/test/undocumented: BET_SETTLED'])
    // Noted as the test meant; cleared so that the file's own check (useTestApp) passes.
    app.undocumentedErrors.length = 0
  })

  it('maps an AppError code to its status, message and fields', async () => {
    const response = await app.inject('/api/test/conflict')
    expect(response.statusCode).toBe(409)
    const { error } = errorBody.parse(response.json())
    expect(error).toMatchObject({ code: 'CONFLICT', fields: { email: 'Already registered' } })
    expect(error.requestId).toBe(response.headers['x-request-id'])
    expect(response.body).not.toContain('users_email_key')
  })

  it('never leaks internals of an unexpected failure', async () => {
    const response = await app.inject('/api/test/crash')
    expect(response.statusCode).toBe(500)
    const { error } = errorBody.parse(response.json())
    expect(error.code).toBe('INTERNAL')
    expect(response.body).not.toMatch(/10\.0\.0\.5|password|stack/i)
  })

  it('names each invalid field of a request body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { amount: -5, phone: '1' },
    })
    expect(response.statusCode).toBe(400)
    const { error } = errorBody.parse(response.json())
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['amount', 'phone'])
  })

  it('answers malformed JSON with a validation error, not a crash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":',
    })
    expect(response.statusCode).toBe(400)
    expect(errorBody.parse(response.json()).error.code).toBe('VALIDATION_FAILED')
  })

  it('gives unknown API paths a JSON 404', async () => {
    const response = await app.inject('/api/no/such/thing')
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/json')
    expect(errorBody.parse(response.json()).error.code).toBe('NOT_FOUND')
  })

  it('turns a rate limit into RATE_LIMITED', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await app.inject('/api/test/limited')).statusCode)
    expect(statuses).toEqual([200, 200, 429])
    const response = await app.inject('/api/test/limited')
    expect(errorBody.parse(response.json()).error.code).toBe('RATE_LIMITED')
    expect(response.headers['retry-after']).toBeDefined()
  })
})

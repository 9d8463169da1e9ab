import { errorBody } from '@khela/contracts/errors'
import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/use-test-app.ts'

const testApp = useTestApp()

async function refusal(options: InjectOptions | string) {
  const response = await testApp().inject(options)
  expect(response.statusCode, response.body).toBe(400)
  const { error } = errorBody.parse(response.json())
  expect(error.code).toBe('VALIDATION_FAILED')
  return error.fields
}

const post = (url: string, payload: unknown): InjectOptions => ({
  method: 'POST',
  url,
  headers: { origin: testApp().services.config.publicUrl, 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
})

describe('text PostgreSQL cannot store, refused at the edge', () => {
  it('refuses a NUL in the query, the path or the body of a public route, naming the field', async () => {
    expect(await refusal('/api/catalog/search?q=a%00b')).toEqual({ q: 'INVALID_CHARACTER' })
    expect(await refusal('/api/accounts/promo-codes/%00')).toEqual({ code: 'INVALID_CHARACTER' })
    expect(
      await refusal(
        post('/api/accounts/sign-in', { method: 'email', email: 'a@example.test', password: 'a\u0000b' }),
      ),
    ).toEqual({ password: 'INVALID_CHARACTER' })
  })

  it('refuses a lone surrogate, a NUL in a key, and one in a query parameter the route does not read', async () => {
    expect(
      await refusal(post('/api/accounts/sign-in', { method: 'email', email: '\ud800', password: 'x' })),
    ).toEqual({
      email: 'INVALID_CHARACTER',
    })
    expect(await refusal(post('/api/accounts/sign-in', { method: 'email', 'a\u0000': 1 }))).toEqual({
      body: 'INVALID_CHARACTER',
    })
    expect(await refusal('/api/health?unused=%00')).toEqual({ unused: 'INVALID_CHARACTER' })
  })

  it("covers Better Auth's routes, which have no zod schema", async () => {
    expect(await refusal(post('/api/auth/sign-in/social', { provider: 'goo\u0000gle' }))).toEqual({
      provider: 'INVALID_CHARACTER',
    })
    expect(await refusal('/api/auth/verify-email?token=a%00b')).toEqual({ token: 'INVALID_CHARACTER' })
  })

  it('refuses a body nested deeper than any request, which would overflow the stack downstream', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`
    for (const url of ['/api/accounts/sign-in', '/api/auth/sign-in/social'])
      expect(await refusal({ ...post(url, null), payload: deep })).toEqual({ body: 'INVALID_FORMAT' })
  })

  it('still serves the same requests without the bad characters', async () => {
    expect((await testApp().inject('/api/catalog/search?q=ab')).statusCode).toBe(200)
    expect((await testApp().inject('/api/accounts/promo-codes/NOSUCHCODE')).json()).toEqual({
      status: 'unknown',
    })
  })
})

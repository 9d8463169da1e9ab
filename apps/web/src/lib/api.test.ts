import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest, holdReads } from './api.ts'

const answered = () => Promise.resolve(new Response('{"ok":true}', { status: 200 }))

describe('holdReads', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('holds reads, not writes, until released', async () => {
    const fetch = vi.fn((_path: string | URL | Request) => answered())
    vi.stubGlobal('fetch', fetch)
    const release = holdReads()
    const read = apiRequest('/api/wallet/balance')
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} })
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/auth/sign-out'])

    release()
    await expect(read).resolves.toEqual({ ok: true })
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/auth/sign-out', '/api/wallet/balance'])
  })

  it('never sends a held read whose caller gave up while it waited', async () => {
    const fetch = vi.fn((_path: string | URL | Request) => answered())
    vi.stubGlobal('fetch', fetch)
    const release = holdReads()
    const caller = new AbortController()
    const read = apiRequest('/api/wallet/balance', { signal: caller.signal })
    caller.abort()
    release()
    await expect(read).rejects.toThrow(/abort/i)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('lets reads through once released', async () => {
    const fetch = vi.fn((_path: string | URL | Request) => answered())
    vi.stubGlobal('fetch', fetch)
    holdReads()()
    await expect(apiRequest('/api/wallet/balance')).resolves.toEqual({ ok: true })
  })
})

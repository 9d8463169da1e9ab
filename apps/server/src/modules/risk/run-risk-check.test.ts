import { describe, expect, it, vi } from 'vitest'
import { runRiskCheck } from './run-risk-check.ts'

describe('runRiskCheck', () => {
  it('logs a failing check and resolves, so the request that ran it still succeeds', async () => {
    const log = { error: vi.fn() }
    const failure = new Error('database went away')
    await expect(
      runRiskCheck(log, 'deposit', async () => {
        throw failure
      }),
    ).resolves.toBeUndefined()
    expect(log.error).toHaveBeenCalledWith({ err: failure, riskCheck: 'deposit' }, expect.any(String))
  })

  it('logs nothing when the check works', async () => {
    const log = { error: vi.fn() }
    const check = vi.fn(async () => {})
    await runRiskCheck(log, 'device', check)
    expect(check).toHaveBeenCalledOnce()
    expect(log.error).not.toHaveBeenCalled()
  })
})

import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { startCrashEngine } from './crash-engine.ts'

describe('the crash engine', () => {
  it('keeps retrying a step that keeps failing and logs it as an error from the third failure', async () => {
    let attempts = 0
    const broken = {
      select() {
        attempts += 1
        throw new Error('database gone')
      },
    } as unknown as Db
    const warnings: object[] = []
    const errors: object[] = []
    let onError = () => {}
    const stuck = new Promise<void>((resolve) => {
      onError = resolve
    })
    const engine = startCrashEngine({
      db: broken,
      realtime: { publish: async () => {} },
      log: {
        warn: (obj) => warnings.push(obj),
        error: (obj) => {
          errors.push(obj)
          onError()
        },
      },
    })
    try {
      await stuck
    } finally {
      await engine.stop()
    }
    expect(warnings).toHaveLength(2)
    expect(errors[0]).toMatchObject({ failures: 3 })
    expect(attempts).toBe(3)
  })
})

import { describe, expect, it } from 'vitest'
import type { Config } from '../config.ts'
import { loggerOptions } from './logger-options.ts'

type LogConfig = Pick<Config, 'env' | 'logLevel' | 'logFormat'>

const transportOf = (config: LogConfig, isTerminal: boolean) => {
  const options = loggerOptions(config, isTerminal)
  return typeof options === 'object' && 'transport' in options ? options.transport : undefined
}

describe('loggerOptions', () => {
  const production: LogConfig = { env: 'production', logLevel: 'warn', logFormat: 'auto' }

  it('writes readable lines on a terminal and JSON into a pipe when the format is auto', () => {
    expect(transportOf(production, true)).toMatchObject({ target: 'pino-pretty' })
    expect(transportOf(production, false)).toBeUndefined()
    expect(transportOf({ ...production, env: 'development' }, true)).toMatchObject({ target: 'pino-pretty' })
  })

  it('keeps test servers on JSON, and follows an explicit format anywhere', () => {
    expect(transportOf({ ...production, env: 'test' }, true)).toBeUndefined()
    expect(transportOf({ ...production, logFormat: 'pretty' }, false)).toMatchObject({
      target: 'pino-pretty',
    })
    expect(transportOf({ ...production, logFormat: 'json' }, true)).toBeUndefined()
  })

  it('passes the level on and redacts cookies and credentials', () => {
    const options = loggerOptions(production, false)
    expect(options).toMatchObject({ level: 'warn' })
    expect(options).toMatchObject({ redact: expect.arrayContaining(['req.headers.cookie']) })
  })
})

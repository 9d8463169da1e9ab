import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseConfig } from './config.ts'

const secret = 'a'.repeat(32)

function configErrorOf(run: () => unknown): ConfigError {
  try {
    run()
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('expected a ConfigError')
}

const secretsKey = Buffer.alloc(32, 7).toString('base64')

describe('parseConfig', () => {
  it('defaults to the embedded database under ./data and port 3000', () => {
    const config = parseConfig({ SESSION_SECRET: secret })
    expect(config.port).toBe(3000)
    expect(config.database).toEqual({ driver: 'pglite', dataDir: path.resolve('data/db') })
    expect(config.uploadDir).toBe(path.resolve('data/uploads'))
    expect(config.publicUrl).toBe('http://127.0.0.1:3000')
    expect(config.logLevel).toBe('info')
  })

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = parseConfig({
      SESSION_SECRET: secret,
      SECRETS_KEY: secretsKey,
      DATABASE_URL: 'postgres://u:p@db:5432/khela',
    })
    expect(config.database).toEqual({ driver: 'pg', url: 'postgres://u:p@db:5432/khela' })
    expect(config.secretsKey.equals(Buffer.from(secretsKey, 'base64'))).toBe(true)
  })

  it('requires SECRETS_KEY with a PostgreSQL database, and derives a stable one in embedded mode', () => {
    const error = configErrorOf(() =>
      parseConfig({ SESSION_SECRET: secret, DATABASE_URL: 'postgres://localhost/khela' }),
    )
    expect(error.variables).toEqual(['SECRETS_KEY'])
    expect(error.message).not.toContain(secret)
    const embedded = parseConfig({ SESSION_SECRET: secret })
    expect(embedded.secretsKey).toHaveLength(32)
    expect(parseConfig({ SESSION_SECRET: secret }).secretsKey.equals(embedded.secretsKey)).toBe(true)
    expect(parseConfig({ SESSION_SECRET: `${secret}x` }).secretsKey.equals(embedded.secretsKey)).toBe(false)
  })

  it('runs one server process unless WORKERS asks for more, which need PostgreSQL and no test clock', () => {
    const postgres = { SESSION_SECRET: secret, SECRETS_KEY: secretsKey, DATABASE_URL: 'postgres://db/khela' }
    expect(parseConfig({ SESSION_SECRET: secret }).workers).toBe(1)
    expect(parseConfig({ ...postgres, WORKERS: '3' }).workers).toBe(3)
    expect(parseConfig({ ...postgres, WORKERS: 'auto' }).workers).toBe(availableParallelism())
    const embedded = configErrorOf(() => parseConfig({ SESSION_SECRET: secret, WORKERS: '2' }))
    expect(embedded.variables).toEqual(['WORKERS'])
    expect(embedded.message).toContain('DATABASE_URL')
    expect(
      configErrorOf(() => parseConfig({ ...postgres, WORKERS: '2', KHELA_TEST_CLOCK: 'true' })).variables,
    ).toEqual(['WORKERS'])
    for (const bad of ['0', '65', 'two', '1.5']) {
      const error = configErrorOf(() => parseConfig({ ...postgres, WORKERS: bad }))
      expect(error.variables).toEqual(['WORKERS'])
      expect(error.message).toContain('1 to 64, or auto')
    }
  })

  it('refuses a SECRETS_KEY that is not 32 bytes of base64', () => {
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), 'not base64 at all!!']) {
      expect(
        configErrorOf(() => parseConfig({ SESSION_SECRET: secret, SECRETS_KEY: bad })).variables,
      ).toEqual(['SECRETS_KEY'])
    }
  })

  it('names every bad variable', () => {
    const error = configErrorOf(() =>
      parseConfig({ SESSION_SECRET: secret, PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
    )
    expect(error.variables.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT'])
    expect(error.message).toContain('PORT')
  })

  it('refuses a short session secret', () => {
    expect(configErrorOf(() => parseConfig({ SESSION_SECRET: 'short' })).variables).toEqual([
      'SESSION_SECRET',
    ])
  })

  it('requires a session secret when several instances may share a PostgreSQL database', () => {
    const error = configErrorOf(() => parseConfig({ DATABASE_URL: 'postgres://localhost/khela' }))
    expect(error.variables).toEqual(['SESSION_SECRET'])
  })

  it('derives the public address from where it listens', () => {
    expect(parseConfig({ SESSION_SECRET: secret, HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe(
      'http://localhost:8080',
    )
    expect(parseConfig({ SESSION_SECRET: secret, HOST: '192.0.2.7' }).publicUrl).toBe('http://192.0.2.7:3000')
  })

  it('strips a trailing slash from PUBLIC_URL and refuses other schemes', () => {
    expect(parseConfig({ SESSION_SECRET: secret, PUBLIC_URL: 'https://khela.example/' }).publicUrl).toBe(
      'https://khela.example',
    )
    expect(
      configErrorOf(() => parseConfig({ SESSION_SECRET: secret, PUBLIC_URL: 'ftp://x' })).variables,
    ).toEqual(['PUBLIC_URL'])
  })
})

describe('Google sign-in', () => {
  it('is off without a client, and uses the Google issuer with one', () => {
    expect(parseConfig({ SESSION_SECRET: secret }).google).toBeNull()
    const config = parseConfig({
      SESSION_SECRET: secret,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'shh',
    })
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'shh',
      issuerUrl: 'https://accounts.google.com',
    })
  })

  it('names the missing half of the client', () => {
    expect(
      configErrorOf(() => parseConfig({ SESSION_SECRET: secret, GOOGLE_CLIENT_ID: 'id' })).variables,
    ).toEqual(['GOOGLE_CLIENT_SECRET'])
    expect(
      configErrorOf(() => parseConfig({ SESSION_SECRET: secret, GOOGLE_CLIENT_SECRET: 'shh' })).variables,
    ).toEqual(['GOOGLE_CLIENT_ID'])
  })

  it('takes another issuer, as the tests point it at a local OpenID provider', () => {
    const config = parseConfig({
      SESSION_SECRET: secret,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'shh',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:4311/',
    })
    expect(config.google?.issuerUrl).toBe('http://127.0.0.1:4311')
  })
})

describe('the log', () => {
  it('logs warnings and errors only in production, every request elsewhere, unless LOG_LEVEL says', () => {
    expect(parseConfig({ SESSION_SECRET: secret, NODE_ENV: 'production' }).logLevel).toBe('warn')
    expect(parseConfig({ SESSION_SECRET: secret, NODE_ENV: 'development' }).logLevel).toBe('info')
    expect(parseConfig({ SESSION_SECRET: secret, NODE_ENV: 'test' }).logLevel).toBe('info')
    expect(parseConfig({ SESSION_SECRET: secret, NODE_ENV: 'production', LOG_LEVEL: 'info' }).logLevel).toBe(
      'info',
    )
    expect(parseConfig({ SESSION_SECRET: secret, NODE_ENV: 'production', LOG_LEVEL: '' }).logLevel).toBe(
      'warn',
    )
  })

  it('takes LOG_FORMAT auto (the default), pretty or json, and names anything else', () => {
    expect(parseConfig({ SESSION_SECRET: secret }).logFormat).toBe('auto')
    for (const format of ['pretty', 'json'] as const)
      expect(parseConfig({ SESSION_SECRET: secret, LOG_FORMAT: format }).logFormat).toBe(format)
    expect(configErrorOf(() => parseConfig({ SESSION_SECRET: secret, LOG_FORMAT: 'xml' })).variables).toEqual(
      ['LOG_FORMAT'],
    )
  })
})

describe('loadConfig', () => {
  it('generates the embedded session secret once and keeps it private under the data directory', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'khela-config-'))
    const first = loadConfig({ DATA_DIR: dataDir })
    const second = loadConfig({ DATA_DIR: dataDir })
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32)
    expect(second.sessionSecret).toBe(first.sessionSecret)
    const file = path.join(dataDir, 'session-secret')
    expect(readFileSync(file, 'utf8')).toBe(first.sessionSecret)
    expect(statSync(file).mode & 0o077).toBe(0)
  })
})

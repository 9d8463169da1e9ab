import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeRequest, fuzzRequests, injectOptions, pinnedRequests } from '../test/hostile-requests.ts'
import { KnownValues } from '../test/known-values.ts'
import { makeUserWithRole } from '../test/make-staff.ts'
import { type ApiOperation, apiOperations, operationKey } from '../test/openapi-operations.ts'
import { signUpPlayer } from '../test/sign-up.ts'
import { testImage } from '../test/upload-image.ts'
import { useTestApp } from '../test/use-test-app.ts'

/**
 * Every operation of the API's own OpenAPI document, fuzzed with hostile requests as a visitor, a player and an
 * admin: no input may get a 5xx. The seed is fixed, so CI replays the same requests; KHELA_FUZZ_SEED explores
 * others and KHELA_FUZZ_RUNS sets how many requests each operation gets per caller.
 */
const seed = Number(process.env.KHELA_FUZZ_SEED ?? 14)
const runsPerOperation = Number(process.env.KHELA_FUZZ_RUNS ?? 10)

/**
 * Operations that end or restrict the caller's own session when they succeed. A signed-in pass runs them last,
 * after proving its session survived everything else, so they cannot turn the rest of the run into 401s.
 */
const sessionEndingOperations = new Set([
  // Revokes every session of the caller.
  'POST /api/accounts/sign-out-everywhere',
  // A time-out or self-exclusion shuts the player out of deposits and play for its duration.
  'POST /api/responsible-gambling/exclusion',
])

/**
 * Better Auth's endpoints sit behind one catch-all route the document hides (`/api/auth/*`) and their bodies
 * bypass zod, so the commonest are fuzzed too, after the session-ending operations (several sign out).
 */
const betterAuthBody = {
  type: 'object',
  properties: Object.fromEntries(
    [
      'email',
      'password',
      'newPassword',
      'currentPassword',
      'name',
      'token',
      'callbackURL',
      'provider',
      'userId',
      'role',
    ].map((name) => [name, { type: 'string' }]),
  ),
}
const betterAuthOperations: ApiOperation[] = [
  ...['get-session', 'list-sessions', 'verify-email', 'callback/google', 'ok'].map((path) => ({
    method: 'GET',
    path: `/api/auth/${path}`,
    parameters: ['token', 'callbackURL', 'code', 'state'].map((name) => ({
      name,
      in: 'query' as const,
      schema: { type: 'string' },
    })),
    body: null,
  })),
  ...[
    'sign-in/social',
    'sign-in/email',
    'sign-up/email',
    'request-password-reset',
    'reset-password',
    'send-verification-email',
    'update-user',
    'change-email',
    'admin/list-users',
    'admin/set-role',
    'change-password',
    'revoke-session',
    'revoke-other-sessions',
    'sign-out',
  ].map((path) => ({ method: 'POST', path: `/api/auth/${path}`, parameters: [], body: betterAuthBody })),
]

const testApp = useTestApp()

type Caller = { name: string; cookie: string | null; userId: string | null }
type Outcome = { exercised: string[]; failures: string[]; requests: number; sessionLostAfter: string | null }

/** FNV-1a: each operation's requests depend on the seed and its own name only, not on the other operations. */
function seedFor(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5
  for (const character of parts.join('|'))
    hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193)
  return hash | 0
}

async function isSignedIn(caller: Caller): Promise<boolean> {
  const response = await testApp().inject({ url: '/api/session', headers: { cookie: caller.cookie ?? '' } })
  return (response.json() as { user: { id: string } | null }).user?.id === caller.userId
}

const isPlainJson = (response: { statusCode: number; headers: Record<string, unknown> }) =>
  response.statusCode < 300 &&
  String(response.headers['content-type']).startsWith('application/json') &&
  !response.headers['content-encoding']

async function fuzz(caller: Caller): Promise<Outcome> {
  const app = testApp()
  await app.ready()
  const documented = apiOperations(app.swagger())
  const isSessionEnding = (operation: ApiOperation) => sessionEndingOperations.has(operationKey(operation))
  const sessionKeeping = documented.filter((operation) => !isSessionEnding(operation))
  const operations = [...sessionKeeping, ...documented.filter(isSessionEnding), ...betterAuthOperations]
  const image = await testImage('png', { width: 8, height: 8 })
  // Never the caller's own id: an admin banning or demoting itself would end the pass.
  const knownValues = new KnownValues(caller.userId ? [caller.userId] : [])
  const outcome: Outcome = { exercised: [], failures: [], requests: 0, sessionLostAfter: null }
  for (const [index, operation] of operations.entries()) {
    const key = operationKey(operation)
    const requests = [
      ...pinnedRequests(operation, image),
      ...fc.sample(fuzzRequests(operation, image), {
        seed: seedFor(seed, caller.name, key),
        numRuns: runsPerOperation,
      }),
    ]
    for (const request of requests) {
      outcome.requests += 1
      const options = injectOptions(operation, request, {
        cookie: caller.cookie,
        siteOrigin: app.services.config.publicUrl,
        knownValues,
        // An address per request: per-address rate limits would otherwise answer most of a pass with 429.
        remoteAddress: `10.${seedFor(caller.name) & 0xff}.${(outcome.requests >> 8) & 0xff}.${outcome.requests & 0xff}`,
      })
      const response = await app.inject(options)
      if (response.statusCode >= 500)
        outcome.failures.push(`${response.statusCode} ${describeRequest(options, caller.name)}`)
      else if (isPlainJson(response)) knownValues.collect(response.json())
    }
    outcome.exercised.push(key)
    const keepsSession = index < sessionKeeping.length
    if (caller.cookie && keepsSession && !outcome.sessionLostAfter && !(await isSignedIn(caller)))
      outcome.sessionLostAfter = key
  }
  return outcome
}

function expectEveryOperationAndNoServerError(outcome: Outcome) {
  const documented = apiOperations(testApp().swagger()).map(operationKey)
  // A guard against reading an empty or partial document: the API has well over a hundred operations.
  expect(documented.length).toBeGreaterThan(100)
  expect(new Set(outcome.exercised)).toEqual(
    new Set([...documented, ...betterAuthOperations.map(operationKey)]),
  )
  expect(outcome.requests).toBeGreaterThanOrEqual(outcome.exercised.length * runsPerOperation)
  expect(
    outcome.failures,
    `${outcome.failures.length} requests got a 5xx (KHELA_FUZZ_SEED=${seed}):\n${outcome.failures.join('\n')}`,
  ).toEqual([])
}

describe('every operation of the API document, fuzzed', () => {
  it('never answers a visitor with a 5xx', async () => {
    const outcome = await fuzz({ name: 'visitor', cookie: null, userId: null })
    expectEveryOperationAndNoServerError(outcome)
  }, 120_000)

  it('never answers a signed-in player with a 5xx', async () => {
    const player = await signUpPlayer(testApp())
    const outcome = await fuzz({ name: 'player', cookie: player.cookie, userId: player.userId })
    expect(outcome.sessionLostAfter, 'the session ended before the session-ending operations').toBeNull()
    expectEveryOperationAndNoServerError(outcome)
  }, 120_000)

  it('never answers an admin with a 5xx', async () => {
    // Someone for the back office's user operations to act on, since the admin never acts on itself.
    await signUpPlayer(testApp())
    const admin = await makeUserWithRole(testApp(), 'admin')
    const outcome = await fuzz({ name: 'admin', cookie: admin.cookie, userId: admin.userId })
    expect(outcome.sessionLostAfter, 'the session ended before the session-ending operations').toBeNull()
    expectEveryOperationAndNoServerError(outcome)
  }, 120_000)
})

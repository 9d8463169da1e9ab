import { defaultErrorMessages, type ErrorCode, errorBody, errorStatus } from '@khela/contracts/errors'
import { idempotencyKeyHeader } from '@khela/contracts/wallet'
import type { RouteOptions } from 'fastify'
import type { OpenAPIV3 } from 'openapi-types'
import { z } from 'zod'

const sessionScheme = 'sessionCookie'

export const openApiTags = [
  { name: 'system', description: 'Health of the instance and its database.' },
  { name: 'auth', description: 'The current session; sign-in and sign-out themselves are under /api/auth.' },
  {
    name: 'accounts',
    description: "Registration, sign-in and the signed-in user's own profile and password.",
  },
  { name: 'content', description: 'Sliders, promotions, FAQ, rules, tutorials and uploaded images.' },
  { name: 'settings', description: "The site's public settings: name, languages, currencies, contacts." },
  {
    name: 'catalog',
    description: "Games, categories and providers; a player's favourites and recent games.",
  },
  { name: 'wallet', description: "A player's balances and ledger transactions." },
  { name: 'cashier', description: 'Payment methods, deposits with their slips, and withdrawals.' },
  {
    name: 'originals',
    description: 'Khela Originals: Crash, Dice, Limbo, Heads Tails, Mines; seeds and fairness.',
  },
  { name: 'kyc', description: "A player's identity documents." },
  { name: 'responsible-gambling', description: 'Limits, time-outs, self-exclusion, reality checks.' },
  { name: 'compliance', description: "The operator's licence." },
  {
    name: 'admin',
    description: 'The back office: every operation needs a staff session with a named permission.',
  },
]

const { $schema, ...errorBodySchema } = z.toJSONSchema(errorBody, { target: 'openapi-3.0' })

export const openApiComponents = {
  securitySchemes: {
    [sessionScheme]: {
      type: 'apiKey' as const,
      in: 'cookie' as const,
      // `__Secure-khela.session_token` when the site is served over https.
      name: 'khela.session_token',
      description:
        'The session cookie Better Auth sets at sign-in (POST /api/accounts/sign-in or /api/auth/sign-in/email). Requests that change something must also come from the site (Origin checked).',
    },
  },
  schemas: { ErrorBody: errorBodySchema as OpenAPIV3.SchemaObject },
}

type Access = 'public' | 'signed-in' | 'player' | 'staff'

/** Who may call a route: its permission makes it a staff route; otherwise `config.access`, a player by default. */
function accessOf(route: RouteOptions): Access {
  if (route.config?.permission) return 'staff'
  return route.config?.access ?? 'player'
}

const httpVerbs: Record<string, string> = {
  GET: 'get',
  HEAD: 'head',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
  OPTIONS: 'options',
}
const pascalCase = (words: string) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')

/**
 * The operation's id: the verb and the path below /api, parameters as `By<Name>`, so that it follows from the
 * method and path alone and stays as stable as they are: `POST /api/admin/users/:id/ban` is `postAdminUsersByIdBan`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${pascalCase(segment.slice(1))}` : pascalCase(segment)))
  return `${httpVerbs[method] ?? method.toLowerCase()}${words.join('')}`
}

const accessDescriptions: Record<Access, (route: RouteOptions) => string> = {
  public: () => 'Public: no session needed (a session, when sent, may personalise the answer).',
  'signed-in': () => 'Needs a signed-in session (player or staff).',
  player: () => "Needs a signed-in player's session; staff sessions are refused (403).",
  staff: (route) => `Back office: needs a staff session with the permission \`${route.config?.permission}\`.`,
}

/** The parts of a route's OpenAPI operation that follow from the route itself, and the errors it can answer. */
export function describeOperation(route: RouteOptions, schema: Record<string, unknown>) {
  const method = [route.method].flat()[0] ?? 'GET'
  const access = accessOf(route)
  const headers = schema.headers as { properties?: Record<string, unknown> } | undefined
  const isIdempotent = Boolean(headers?.properties?.[idempotencyKeyHeader])
  const errorCodes: ErrorCode[] = []
  if (schema.body || schema.querystring || schema.params || schema.headers)
    errorCodes.push('VALIDATION_FAILED')
  if (access !== 'public') errorCodes.push('UNAUTHENTICATED')
  if (access === 'player' || access === 'staff') errorCodes.push('FORBIDDEN')
  if (schema.params) errorCodes.push('NOT_FOUND')
  if (isIdempotent) errorCodes.push('IDEMPOTENCY_KEY_REUSED')
  if (route.config?.isPlay) errorCodes.push('REGION_RESTRICTED')
  if (route.config?.rateLimit || route.config?.isRateLimited) errorCodes.push('RATE_LIMITED')
  const idempotencyNote = isIdempotent
    ? ' A retry with the same Idempotency-Key returns the first answer; the same key with another request is refused (IDEMPOTENCY_KEY_REUSED).'
    : ''
  const description = [schema.description, `${accessDescriptions[access](route)}${idempotencyNote}`]
    .filter(Boolean)
    .join('\n\n')
  return {
    fields: {
      operationId: operationIdOf(method, route.url),
      description,
      security: access === 'public' ? [] : [{ [sessionScheme]: [] }],
    },
    errorCodes,
  }
}

const exampleFields: Partial<Record<ErrorCode, Record<string, string>>> = {
  VALIDATION_FAILED: { stake: 'NUMBER_OUT_OF_RANGE' },
  RATE_LIMITED: { retryAfterSeconds: '60' },
}

/** The error answers of one operation, grouped by status, each code with an example. */
function errorResponsesFor(codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of codes)
    byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code])
  return Object.fromEntries(
    [...byStatus].map(([status, statusCodes]) => [
      String(status),
      {
        description: statusCodes.join(' or '),
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/ErrorBody' },
            examples: Object.fromEntries(
              statusCodes.map((code) => [
                code,
                {
                  value: {
                    error: {
                      code,
                      message: defaultErrorMessages[code],
                      ...(exampleFields[code] ? { fields: exampleFields[code] } : {}),
                      requestId: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
                    },
                  },
                },
              ]),
            ),
          },
        },
      },
    ]),
  )
}

/**
 * Adds each operation's error answers, and drops the ±(2^53 − 1) bounds zod writes on every integer: they are
 * JavaScript's safe-integer range, not a limit of the API, and would read as one.
 */
export function errorResponses<Document extends { paths?: object }>(
  document: Document,
  errorCodesByOperation: Map<string, ErrorCode[]>,
): Document {
  const paths = (document.paths ?? {}) as Record<string, Record<string, OpenAPIV3.OperationObject>>
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations)) {
      const codes = operation.operationId ? errorCodesByOperation.get(operation.operationId) : undefined
      if (codes) operation.responses = { ...operation.responses, ...errorResponsesFor(codes) }
    }
  dropSafeIntegerBounds(document)
  return document
}

function dropSafeIntegerBounds(node: unknown) {
  if (typeof node !== 'object' || node === null) return
  const schema = node as Record<string, unknown>
  if (schema.minimum === Number.MIN_SAFE_INTEGER && schema.maximum === Number.MAX_SAFE_INTEGER) {
    delete schema.minimum
    delete schema.maximum
  }
  for (const child of Object.values(schema)) dropSafeIntegerBounds(child)
}

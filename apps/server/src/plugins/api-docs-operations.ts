import {
  betRefusals,
  defaultErrorMessages,
  type ErrorCode,
  errorBody,
  errorStatus,
  imageRefusals,
} from '@khela/contracts/errors'
import { idempotencyKeyHeader } from '@khela/contracts/wallet'
import type { RouteOptions } from 'fastify'
import type { OpenAPIV3 } from 'openapi-types'
import { z } from 'zod'
import { safeMethods } from './csrf.ts'

const sessionScheme = 'sessionCookie'
const providerScheme = 'providerSignature'
const feedScheme = 'feedSignature'

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
  {
    name: 'sportsbook',
    description:
      'Sports, competitions, events and their markets. Prices are decimal odds in integer thousandths (1850 = 1.85), lines integer thousandths (2500 = 2.5).',
  },
  { name: 'wallet', description: "A player's balances and ledger transactions." },
  { name: 'cashier', description: 'Payment methods, deposits with their slips, and withdrawals.' },
  {
    name: 'bonuses',
    description: 'Bonus offers with their terms, promo code checks, and the signed-in player’s grants.',
  },
  {
    name: 'originals',
    description: 'Khela Originals: Crash, Dice, Limbo, Heads Tails, Mines; seeds and fairness.',
  },
  { name: 'kyc', description: "A player's identity documents." },
  {
    name: 'partners',
    description:
      "The affiliate programme: applications, tracking links (`/r/<code>`), and an affiliate's links and reports.",
  },
  { name: 'responsible-gambling', description: 'Limits, time-outs, self-exclusion, reality checks.' },
  { name: 'compliance', description: "The operator's licence." },
  {
    name: 'agents',
    description:
      "The retail agent network: an agent's portal (its children's floats, float moves), a shop cashier's shift, cash deposits and payouts by code, and a player's withdrawals to collect at a shop.",
  },
  {
    name: 'providers',
    description:
      "The seamless wallet a game provider's server calls: balance, bet, win, rollback and bet + win, signed with the provider's secret (docs/provider-wallet-api.md); and a player's own provider game rounds.",
  },
  ...[
    ['admin-overview', "the day's figures: deposits, withdrawals, bets, players"],
    ['admin-users', 'players and staff: search, profiles, roles, bans, deletion, responsible-gambling state'],
    ['admin-wallet', "balance adjustments, a player's ledger and the ledger reconciliation"],
    ['admin-cashier', 'payment methods, deposit and withdrawal queues and their decisions, cashier settings'],
    ['admin-kyc', 'identity submissions and their decisions'],
    ['admin-risk', 'risk flags and their closing'],
    [
      'admin-partners',
      "affiliates: applications and decisions, their players' figures, the programme's rules",
    ],
    [
      'admin-agents',
      "the Agent Tree: nodes, cashiers, floats, limits, float moves and a node's players and ledger",
    ],
    ['admin-bonuses', 'bonus campaigns, grants by hand, forfeits and campaign reports'],
    ['admin-catalog', 'games, categories, providers and their API keys, game imports'],
    ['admin-providers', "game providers' rounds and their transactions, stuck rounds' decisions"],
    [
      'admin-sportsbook',
      'the book for traders: competitions, events, markets priced from probabilities, suspending and reopening',
    ],
    ['admin-originals', 'Khela Originals: edge and limits, bet history, Crash chains and rounds'],
    ['admin-content', 'sliders, promotions, FAQ, rules, tutorials and image uploads'],
    ['admin-settings', 'site, account, staff-account and compliance settings'],
    ['admin-audit', 'the audit log and the email outbox'],
  ].map(([name, description]) => ({
    name: name as string,
    description: `Back office, ${description}. Every operation needs a staff session with the permission its description names.`,
  })),
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
    [providerScheme]: {
      type: 'apiKey' as const,
      in: 'header' as const,
      name: 'x-khela-signature',
      description:
        "A game provider's call: `x-khela-provider` names it, `x-khela-timestamp` is Unix seconds (at most 5 minutes off), and `x-khela-signature` the lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>` under the provider's wallet secret. The caller's address must be on the provider's list when it has one.",
    },
    [feedScheme]: {
      type: 'apiKey' as const,
      in: 'header' as const,
      name: 'x-khela-signature',
      description:
        "A live feed's message (docs/live-feed.md): `x-khela-feed-source` names the source, `x-khela-timestamp` is Unix seconds (at most 5 minutes off), and `x-khela-signature` the lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>` under the source's feed secret.",
    },
  },
  schemas: { ErrorBody: errorBodySchema as OpenAPIV3.SchemaObject },
}

type Access = 'public' | 'signed-in' | 'provider' | 'feed' | 'player' | 'staff'

/** Who may call a route: its permission makes it a staff route; otherwise `config.access`, a player by default. */
function accessOf(route: Pick<RouteOptions, 'config'>): Access {
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

const securityOf: Record<Access, Record<string, string[]>[]> = {
  public: [],
  'signed-in': [{ [sessionScheme]: [] }],
  provider: [{ [providerScheme]: [] }],
  feed: [{ [feedScheme]: [] }],
  player: [{ [sessionScheme]: [] }],
  staff: [{ [sessionScheme]: [] }],
}

const accessDescriptions: Record<Access, (route: RouteOptions) => string> = {
  public: () => 'Public: no session needed (a session, when sent, may personalise the answer).',
  'signed-in': () => 'Needs a signed-in session (player or staff).',
  provider: () => "A game provider's server: the request is signed (`providerSignature`); no session.",
  feed: () => "A live feed's sender: the message is signed (`feedSignature`); no session.",
  player: () => "Needs a signed-in player's session; staff sessions are refused (403).",
  staff: (route) => `Back office: needs a staff session with the permission \`${route.config?.permission}\`.`,
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The refusals a route can answer beyond those that follow from its schema and access (input, session,
     * permission, path parameters, idempotency, region, rate limits), for the API document. In tests, an answer
     * with a code the document does not list is noted (`undocumentedErrors`) and fails the test file.
     */
    errors?: readonly ErrorCode[]
    /**
     * The route reads one image from a multipart body's `image` field (modules/uploads/image-upload.ts): the
     * document shows that body and the image refusals.
     */
    takesImageUpload?: boolean
  }
}

/** The request body of an image upload, as the document shows it (the handler reads it, not a schema). */
const imageUploadBody = {
  type: 'object',
  required: ['image'],
  properties: {
    image: {
      type: 'string',
      format: 'binary',
      description: 'A PNG, JPEG, WebP or AVIF image of at most 5 MB and 40 megapixels.',
    },
  },
}

type RouteSchema = {
  body?: unknown
  querystring?: unknown
  params?: unknown
  headers?: unknown
  hide?: boolean
}

/** Whether a route's headers schema (zod, or the JSON schema made from it) names the Idempotency-Key header. */
function takesIdempotencyKey(headers: unknown): boolean {
  const fields = headers as { shape?: object; properties?: object } | undefined
  return Boolean(fields && idempotencyKeyHeader in (fields.shape ?? fields.properties ?? {}))
}

/** Every error code a route can answer, in the order the document lists them. */
export function errorCodesOf(route: Pick<RouteOptions, 'config' | 'schema' | 'method'>): ErrorCode[] {
  const schema = (route.schema ?? {}) as RouteSchema
  const access = accessOf(route)
  const isWrite = [route.method].flat().some((method) => !safeMethods.has(method))
  if (access === 'provider') return providerErrorCodesOf(route)
  if (access === 'feed') return feedErrorCodesOf(route)
  // Any route checks its query and body for text the database cannot store (input-checks.ts), schema or not.
  const codes = new Set<ErrorCode>(['VALIDATION_FAILED'])
  if (access !== 'public') codes.add('UNAUTHENTICATED')
  // A write carrying the session cookie from another site is refused (csrf.ts).
  if (access === 'player' || access === 'staff' || isWrite) codes.add('FORBIDDEN')
  if (schema.params) codes.add('NOT_FOUND')
  if (takesIdempotencyKey(schema.headers)) codes.add('IDEMPOTENCY_KEY_REUSED')
  if (route.config?.isPlay) for (const code of betRefusals) codes.add(code)
  if (route.config?.takesImageUpload) for (const code of imageRefusals) codes.add(code)
  if (route.config?.rateLimit || route.config?.isRateLimited) codes.add('RATE_LIMITED')
  for (const code of route.config?.errors ?? []) codes.add(code)
  return [...codes].sort((a, b) => errorStatus[a] - errorStatus[b])
}

/** A wallet call's refusals: the caller's checks, a malformed body, and the call's own. */
function providerErrorCodesOf(route: Pick<RouteOptions, 'config'>): ErrorCode[] {
  const codes = new Set<ErrorCode>([
    'WRONG_SYNTAX',
    'UNKNOWN_PROVIDER',
    'INVALID_SIGNATURE',
    'REQUEST_EXPIRED',
    'IP_NOT_ALLOWED',
    ...(route.config?.errors ?? []),
  ])
  return [...codes].sort((a, b) => errorStatus[a] - errorStatus[b])
}

/** A live feed message's refusals: its signature, a malformed body, and the route's own. */
function feedErrorCodesOf(route: Pick<RouteOptions, 'config'>): ErrorCode[] {
  const codes = new Set<ErrorCode>([
    'VALIDATION_FAILED',
    'INVALID_SIGNATURE',
    'REQUEST_EXPIRED',
    ...(route.config?.errors ?? []),
  ])
  return [...codes].sort((a, b) => errorStatus[a] - errorStatus[b])
}

/** The parts of a route's OpenAPI operation that follow from the route itself, and the errors it can answer. */
export function describeOperation(route: RouteOptions, schema: Record<string, unknown>) {
  const method = [route.method].flat()[0] ?? 'GET'
  const access = accessOf(route)
  const idempotencyNote = takesIdempotencyKey(schema.headers)
    ? ' A retry with the same Idempotency-Key returns the first answer; the same key with another request is refused (IDEMPOTENCY_KEY_REUSED).'
    : ''
  const description = [schema.description, `${accessDescriptions[access](route)}${idempotencyNote}`]
    .filter(Boolean)
    .join('\n\n')
  return {
    fields: {
      operationId: operationIdOf(method, route.url),
      description,
      security: securityOf[access],
      ...(route.config?.takesImageUpload ? { body: imageUploadBody, consumes: ['multipart/form-data'] } : {}),
    },
    errorCodes: errorCodesOf(route),
  }
}

const exampleFields: Partial<Record<ErrorCode, Record<string, string>>> = {
  VALIDATION_FAILED: { stake: 'NUMBER_OUT_OF_RANGE' },
  RATE_LIMITED: { retryAfterSeconds: '60' },
  INSUFFICIENT_FUNDS: { balance: '2500', currency: 'BDT' },
  WRONG_SYNTAX: { transaction: 'REQUIRED' },
  LIMIT_REACHED: { reason: 'WAGER_LIMIT_REACHED', remaining: '0', currency: 'BDT' },
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
        description: statusCodes.map((code) => `\`${code}\`: ${defaultErrorMessages[code]}`).join('\n\n'),
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

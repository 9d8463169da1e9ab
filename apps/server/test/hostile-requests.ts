import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { conformingValue, hostileString, hostileValue, mutatedValue } from './hostile-values.ts'
import type { KnownValues } from './known-values.ts'
import type { ApiOperation, ApiParameter, JsonSchema } from './openapi-operations.ts'

type PathValue = { text: string; isEncoded: boolean; knownPick: number | null }
type Body = { contentType: string | null; payload: string | Buffer } | null

/** One generated request for an operation, before it is addressed to a caller (cookie, origin, known ids). */
export type FuzzRequest = {
  pathValues: Record<string, PathValue>
  query: [string, string][]
  /** Appended to the query as written: encodings a URL encoder would never produce. */
  rawQuery: string
  headers: Record<string, string>
  origin: 'site' | 'missing' | 'foreign'
  extraCookie: string | null
  body: Body
}

export type Caller = {
  cookie: string | null
  siteOrigin: string
  knownValues: KnownValues
  remoteAddress: string
}

/** Malformed percent-encodings and traversal: what reaches the router when a client sends raw bytes. */
const rawSegments = ['%', '%zz', '%ED%A0%80', '%C0%80', '%FF%FE', '..', '%2e%2e', '..%2F..%2Fetc', '%00']
const rawQueries = [
  '%',
  '%zz=%',
  '%ED%A0%80=%ED%A0%80',
  '%C0%80',
  'a=1&a=2&a=3',
  '&&=&',
  'x[__proto__][y]=1',
  '%00=%00',
]

const malformedJson = [
  '',
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  '{"a":1}}',
  'nul',
  '\u0000',
  '{"a":"\u0000"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '1e400',
  '{"amount":1e400,"page":-1e400}',
  '"\\ud800"',
  '"\\u0000"',
  '\ufeff{}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
]

const foreignContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonx',
  ';',
  'multipart/form-data',
]

/** Header values as a client can really send them: Node's parser refuses control characters, so those are escaped. */
export function wireSafe(text: string): string {
  return percentEncode(text, /[\t\x20-\x7e\x80-\xff]/).slice(0, 4_000)
}

/** Percent-encodes the UTF-8 bytes of everything but `keep` (lone surrogates become U+FFFD, as in a browser). */
export function percentEncode(text: string, keep = /[A-Za-z0-9\-._~]/): string {
  let encoded = ''
  for (const character of text) {
    if (keep.test(character)) encoded += character
    else
      for (const byte of Buffer.from(character))
        encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return encoded
}

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === null
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value)

const json = (value: unknown): Body => ({
  contentType: 'application/json',
  payload: JSON.stringify(value) ?? 'null',
})

const valueFor = (schema: JsonSchema) =>
  fc.oneof({ weight: 3, arbitrary: conformingValue(schema) }, { weight: 2, arbitrary: mutatedValue(schema) })

function pathValue(parameter: ApiParameter): fc.Arbitrary<PathValue> {
  const plain = (knownPick: number | null) => (value: unknown) => ({
    text: asText(value),
    isEncoded: false,
    knownPick,
  })
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.nat(), conformingValue(parameter.schema))
        .map(([pick, value]) => plain(pick)(value)),
    },
    { weight: 5, arbitrary: valueFor(parameter.schema).map(plain(null)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...rawSegments).map((text) => ({ text, isEncoded: true, knownPick: null })),
    },
  )
}

function queryEntries(parameters: ApiParameter[]): fc.Arbitrary<[string, string][]> {
  const declared = parameters.map((parameter) =>
    fc.option(
      valueFor(parameter.schema).map((value): [string, string][] =>
        Array.isArray(value)
          ? value.map((item) => [parameter.name, asText(item)])
          : [[parameter.name, asText(value)]],
      ),
      { nil: [], freq: 4 },
    ),
  )
  const undeclared = fc.option(fc.array(fc.tuple(hostileString, hostileString), { maxLength: 2 }), {
    nil: [],
    freq: 4,
  })
  return fc.tuple(fc.tuple(...declared), undeclared).map(([known, extra]) => [...known.flat(), ...extra])
}

function headerEntries(parameters: ApiParameter[]): fc.Arbitrary<Record<string, string>> {
  const declared = Object.fromEntries(
    parameters.map((parameter) => [
      parameter.name,
      valueFor(parameter.schema).map((value) => wireSafe(asText(value))),
    ]),
  )
  const text = hostileString.map(wireSafe)
  const incidental = fc.record(
    {
      'accept-language': fc.oneof(text, fc.constantFrom('bn', 'bn-BD;q=abc', '*;q=-1', ',,,')),
      'accept-encoding': fc.oneof(text, fc.constantFrom('gzip;q=abc', 'br, *;q=0', 'identity;q=0')),
      'if-none-match': fc.oneof(text, fc.constantFrom('*', 'W/"x"', '"', 'W/')),
      'user-agent': text,
      'x-forwarded-for': fc.oneof(text, fc.constantFrom('::1, 999.1.1.1', 'unknown')),
      accept: fc.constantFrom('application/xml', 'text/html', '*/*;q=x'),
      range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=9-1', 'x'),
    },
    { requiredKeys: [] },
  )
  return fc
    .tuple(fc.record(declared, { requiredKeys: [] }), fc.option(incidental, { nil: {}, freq: 3 }))
    .map(([own, extra]) => ({ ...extra, ...own }))
}

const boundary = 'khelafuzz0boundary'
const multipartType = `multipart/form-data; boundary=${boundary}`
const closingBoundary = Buffer.from(`--${boundary}--\r\n`)
const multipartPart = (head: string, bytes: Buffer) =>
  Buffer.concat([Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), bytes, Buffer.from('\r\n')])
const filePart = (field: string, disposition: string, bytes: Buffer) =>
  multipartPart(
    `Content-Disposition: form-data; name="${field}"; ${disposition}\r\nContent-Type: image/png`,
    bytes,
  )

/** One image whose file name holds a NUL: the name goes to the audit log, which cannot hold one. */
const nulFileName = (image: Buffer): Body => ({
  contentType: multipartType,
  payload: Buffer.concat([filePart('image', 'filename="a\u0000b.png"', image), closingBoundary]),
})

/** Multipart bodies the parser cannot read: no closing boundary, no boundary at all, broken parts. */
function malformedMultipart(image: Buffer): Body[] {
  const oneImage = Buffer.concat([filePart('image', 'filename="a.png"', image), closingBoundary])
  return [
    { contentType: multipartType, payload: filePart('image', 'filename="a.png"', image) },
    { contentType: 'multipart/form-data', payload: oneImage },
    { contentType: 'multipart/form-data; boundary=', payload: oneImage },
    { contentType: 'multipart/form-data; boundary=elsewhere', payload: oneImage },
    { contentType: `multipart/mixed; boundary=${boundary}`, payload: oneImage },
    { contentType: multipartType, payload: Buffer.from('garbage') },
    { contentType: multipartType, payload: Buffer.alloc(0) },
    { contentType: multipartType, payload: Buffer.concat([multipartPart('', image), closingBoundary]) },
    {
      contentType: multipartType,
      payload: Buffer.concat([multipartPart('Content-Disposition: nonsense', image), closingBoundary]),
    },
    {
      contentType: multipartType,
      payload: Buffer.concat([
        filePart('image', 'filename="a.png"', image),
        filePart('image', 'filename="b.png"', image),
        closingBoundary,
      ]),
    },
    {
      contentType: multipartType,
      payload: Buffer.concat([
        multipartPart('Content-Disposition: form-data; name="note"', Buffer.from('hi')),
        oneImage,
      ]),
    },
  ]
}

/** Multipart bodies, well-formed and not: the three upload routes take one, and no route may crash on one. */
function multipartBodies(image: Buffer): fc.Arbitrary<Body> {
  const wellFormed = fc
    .record({
      field: fc.constantFrom('image', 'image', 'picture', ''),
      disposition: fc.constantFrom(
        'filename="picture.png"',
        'filename="a\u0000b.png"',
        "filename*=UTF-8''a%00b.png",
        'filename="ছবি.png"',
        'filename="../../etc/passwd"',
        'filename=""',
        `filename="${'x'.repeat(5_000)}.png"`,
      ),
      bytes: fc.constantFrom(image, Buffer.from('%PDF-1.7 not a picture'), Buffer.alloc(0)),
    })
    .map(({ field, disposition, bytes }) => ({
      contentType: multipartType,
      payload: Buffer.concat([filePart(field, disposition, bytes), closingBoundary]),
    }))
  return fc.oneof(
    { weight: 1, arbitrary: wellFormed },
    { weight: 2, arbitrary: fc.constantFrom(...malformedMultipart(image)) },
  )
}

function bodyFor(operation: ApiOperation, image: Buffer): fc.Arbitrary<Body> {
  const broken = fc.oneof(
    fc.constantFrom(...malformedJson).map((payload) => ({ contentType: 'application/json', payload })),
    fc.tuple(fc.constantFrom(...foreignContentTypes), hostileValue).map(([contentType, value]) => ({
      contentType,
      payload: JSON.stringify(value) ?? '',
    })),
  )
  if (operation.body)
    return fc.oneof(
      { weight: 4, arbitrary: mutatedValue(operation.body).map(json) },
      { weight: 3, arbitrary: conformingValue(operation.body).map(json) },
      { weight: 1, arbitrary: hostileValue.map(json) },
      { weight: 2, arbitrary: broken },
      { weight: 1, arbitrary: multipartBodies(image) },
    )
  if (operation.method === 'GET')
    return fc.oneof(
      { weight: 9, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: hostileValue.map(json) },
    )
  // The document cannot say which of these take a multipart upload, so each gets mostly multipart bodies.
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 6, arbitrary: multipartBodies(image) },
    { weight: 1, arbitrary: hostileValue.map(json) },
    { weight: 1, arbitrary: broken },
  )
}

const parametersIn = (operation: ApiOperation, place: ApiParameter['in']) =>
  operation.parameters.filter((parameter) => parameter.in === place)

/** Requests for one operation: mostly well-formed with something wrong somewhere, sometimes wrong throughout. */
export function fuzzRequests(operation: ApiOperation, image: Buffer): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    pathValues: fc.record(
      Object.fromEntries(
        parametersIn(operation, 'path').map((parameter) => [parameter.name, pathValue(parameter)]),
      ),
    ),
    query: queryEntries(parametersIn(operation, 'query')),
    rawQuery: fc.option(fc.constantFrom(...rawQueries), { nil: '', freq: 6 }),
    headers: headerEntries(parametersIn(operation, 'header')),
    origin: fc.constantFrom('site', 'site', 'site', 'site', 'site', 'site', 'missing', 'foreign'),
    extraCookie: fc.option(
      fc.constantFrom(
        'khela_device=%00',
        'khela_lang=%00',
        'khela.session_token=%00abc',
        'khela.session_token=a.b',
        `khela_device=${'x'.repeat(43)}`,
        '=;;=',
      ),
      { nil: null, freq: 6 },
    ),
    body: bodyFor(operation, image),
  })
}

/** Every string in a JSON value replaced by `text`. */
function withEveryString(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text
  if (Array.isArray(value)) return value.map((item) => withEveryString(item, text))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withEveryString(item, text)]))
  return value
}

/**
 * The requests every run sends, whatever the seed, before the random ones: a well-formed request with a NUL in
 * its path, then in its text query parameters, then in every string of its body; for a write without a JSON
 * body, a multipart body with no closing boundary and one whose file name holds a NUL. Each once cost a 500.
 */
export function pinnedRequests(operation: ApiOperation, image: Buffer): FuzzRequest[] {
  const conforming = (schema: JsonSchema) => fc.sample(conformingValue(schema), { seed: 1, numRuns: 1 })[0]
  const nul = 'a\u0000b'
  const base: FuzzRequest = {
    pathValues: Object.fromEntries(
      parametersIn(operation, 'path').map((parameter) => [
        parameter.name,
        { text: asText(conforming(parameter.schema)), isEncoded: false, knownPick: 0 },
      ]),
    ),
    query: [],
    rawQuery: '',
    headers: Object.fromEntries(
      parametersIn(operation, 'header').map((parameter) => [
        parameter.name,
        wireSafe(asText(conforming(parameter.schema))),
      ]),
    ),
    origin: 'site',
    extraCookie: null,
    body: operation.body ? json(conforming(operation.body)) : null,
  }
  const pinned: FuzzRequest[] = []
  if (Object.keys(base.pathValues).length > 0)
    pinned.push({
      ...base,
      pathValues: Object.fromEntries(
        Object.keys(base.pathValues).map((name) => [name, { text: nul, isEncoded: false, knownPick: null }]),
      ),
    })
  // Only the text parameters: a NUL in a number would be refused as not a number before it could reach anything.
  const query = parametersIn(operation, 'query').filter((parameter) => parameter.schema.type === 'string')
  if (query.length > 0)
    pinned.push({ ...base, query: query.map((parameter): [string, string] => [parameter.name, nul]) })
  if (operation.body) pinned.push({ ...base, body: json(withEveryString(conforming(operation.body), nul)) })
  else if (operation.method !== 'GET') {
    const [noClosingBoundary = null] = malformedMultipart(image)
    pinned.push({ ...base, body: noClosingBoundary }, { ...base, body: nulFileName(image) })
  }
  return pinned
}

/** The request as `inject()` sends it, for this caller. */
export function injectOptions(operation: ApiOperation, request: FuzzRequest, caller: Caller): InjectOptions {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = request.pathValues[name]
    if (!value) return ''
    const known = value.knownPick === null ? undefined : caller.knownValues.pick(name, value.knownPick)
    if (known !== undefined) return percentEncode(known)
    return value.isEncoded ? value.text : percentEncode(value.text)
  })
  const query = [
    ...request.query.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`),
    ...(request.rawQuery ? [request.rawQuery] : []),
  ].join('&')
  const headers: Record<string, string> = { ...request.headers }
  if (request.origin === 'site') headers.origin = caller.siteOrigin
  if (request.origin === 'foreign') headers.origin = 'https://khela.example.invalid'
  const cookie = [caller.cookie, request.extraCookie].filter(Boolean).join('; ')
  if (cookie) headers.cookie = cookie
  if (request.body?.contentType) headers['content-type'] = request.body.contentType
  return {
    method: operation.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers,
    remoteAddress: caller.remoteAddress,
    ...(request.body ? { payload: request.body.payload } : {}),
  }
}

const preview = (text: string, limit = 400) =>
  JSON.stringify(text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text)

/** What a failure report shows: enough to replay the request by hand. */
export function describeRequest(options: InjectOptions, callerName: string): string {
  const { cookie: _cookie, ...headers } = (options.headers ?? {}) as Record<string, string>
  const payload = options.payload
  const body = Buffer.isBuffer(payload)
    ? `${payload.length} bytes: ${preview(payload.toString('latin1'))}`
    : typeof payload === 'string'
      ? preview(payload)
      : '(none)'
  return [
    `${options.method} ${preview(String(options.url), 300)} as ${callerName}`,
    `  headers: ${preview(JSON.stringify(headers), 600)}`,
    `  body: ${body}`,
  ].join('\n')
}

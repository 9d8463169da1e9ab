import fc from 'fast-check'
import type { JsonSchema } from './openapi-operations.ts'

/** Text PostgreSQL cannot keep: NUL (text and jsonb refuse it) and lone UTF-16 surrogates. */
export const unstorableStrings: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\ud800',
  'a\udfffb',
  '\udc00\ud800',
]

/**
 * Other strings that have broken web services: control characters, invisible and right-to-left marks,
 * injection and traversal attempts, number-like text, prototype names, and a string far longer than any field
 * allows.
 */
export const hostileStrings: readonly string[] = [
  '\u0001\u001f\u007f',
  '',
  ' ',
  '\t\r\n',
  '\u200b\u200d',
  '\u202eevil',
  '\ufeff',
  '\uffff\ufffe',
  '💸'.repeat(40),
  'বাংলা লেখা',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '..\\..\\boot.ini',
  '%00',
  '%',
  '\\',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '99999999999999999999999',
  'true',
  'null',
  'x'.repeat(100_000),
]

/** Numbers at and past every edge: signs, fractions, 32- and 64-bit limits, beyond safe integers. */
export const hostileNumbers: readonly number[] = [
  -1,
  0,
  1,
  0.5,
  -0.5,
  1.5,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.EPSILON,
]

/** One value of each JSON type, for a field that expects another. */
export const wrongTypes: readonly unknown[] = [
  null,
  true,
  false,
  0,
  '',
  [],
  {},
  [null],
  { '': null },
  [[[]]],
  ['a', 1],
]

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...unstorableStrings) },
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
)

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 2, arbitrary: fc.constantFrom(...wrongTypes) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, fc.constantFrom(...wrongTypes, 'x'), { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
)

/**
 * A value the schema accepts (or nearly: formats such as email are approximated), so a request built of them
 * reaches the handler. Free-text strings still range over all of Unicode.
 */
export function conformingValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return shapedLike(schema, conformingValue, false)
}

/**
 * The schema's shape with hostile values mixed in at every depth: a request with one bad field among good ones
 * is the one that gets furthest before something gives.
 */
export function mutatedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: shapedLike(schema, mutatedValue, true) },
    { weight: 1, arbitrary: hostileValue },
  )
}

function shapedLike(
  schema: JsonSchema,
  child: (schema: JsonSchema) => fc.Arbitrary<unknown>,
  isHostile: boolean,
): fc.Arbitrary<unknown> {
  const shape = shapeOf(schema, child, isHostile)
  return schema.nullable ? fc.option(shape, { nil: null, freq: 6 }) : shape
}

function shapeOf(
  schema: JsonSchema,
  child: (schema: JsonSchema) => fc.Arbitrary<unknown>,
  isHostile: boolean,
): fc.Arbitrary<unknown> {
  const alternatives = schema.oneOf ?? schema.anyOf
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map(child))
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
  switch (schema.type) {
    case 'object':
      return objectLike(schema, child, isHostile)
    case 'array':
      return arrayLike(schema, child, isHostile)
    case 'string':
      return isHostile
        ? fc.oneof({ weight: 3, arbitrary: stringLike(schema) }, { weight: 1, arbitrary: pastLength(schema) })
        : stringLike(schema)
    case 'integer':
    case 'number':
      return isHostile
        ? fc.oneof({ weight: 3, arbitrary: numberLike(schema) }, { weight: 1, arbitrary: pastRange(schema) })
        : numberLike(schema)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

function objectLike(
  schema: JsonSchema,
  child: (schema: JsonSchema) => fc.Arbitrary<unknown>,
  isHostile: boolean,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, child(value)]))
  const required = (schema.required ?? []).filter((key) => key in properties)
  const additional =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          isHostile ? hostileString : fc.string({ maxLength: 12 }),
          child(schema.additionalProperties),
          {
            maxKeys: 3,
          },
        )
      : fc.constant({})
  const declared = isHostile
    ? fc.oneof(
        { weight: 4, arbitrary: fc.record(model, { requiredKeys: required }) },
        { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
      )
    : fc.record(model, { requiredKeys: required })
  const extra = isHostile
    ? fc.option(fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }), { nil: {}, freq: 3 })
    : fc.constant({})
  return fc
    .tuple(declared, additional, extra)
    .map(([known, more, unknown]) => ({ ...unknown, ...more, ...(known as object) }))
}

function arrayLike(
  schema: JsonSchema,
  child: (schema: JsonSchema) => fc.Arbitrary<unknown>,
  isHostile: boolean,
): fc.Arbitrary<unknown> {
  const items = child(schema.items ?? {})
  const minLength = schema.minItems ?? 0
  const inRange = fc.array(items, {
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
  })
  if (!isHostile || schema.maxItems === undefined || schema.maxItems > 50) return inRange
  const tooMany = fc.array(items, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 })
  return fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: tooMany })
}

/** Dates the contracts take as YYYY-MM-DD: the pattern alone would mostly make impossible ones (month 47). */
const isoDatePattern = '^\\d{4}-\\d{2}-\\d{2}$'

/** Free text from every corner of Unicode: scripts, emoji, combining marks, lone surrogates. */
const anyText = (minLength: number, maxLength: number) =>
  fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.string({ unit: 'binary', minLength, maxLength }),
  )

function stringLike(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid()
  if (schema.format === 'email') return fc.emailAddress()
  if (schema.pattern === isoDatePattern)
    return fc.oneof(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
      fc.stringMatching(new RegExp(schema.pattern)),
    )
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern))
    } catch {
      // A pattern fast-check cannot generate from (lookarounds, Unicode classes): free text is refused or not.
    }
  }
  const minLength = schema.minLength ?? 0
  return anyText(minLength, Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)))
}

/** One character too short or too long for the schema. */
function pastLength(schema: JsonSchema): fc.Arbitrary<string> {
  const lengths = [
    schema.minLength ? schema.minLength - 1 : null,
    schema.maxLength ? schema.maxLength + 1 : null,
  ]
  const candidates = lengths
    .filter((length): length is number => length !== null)
    .map((length) => 'x'.repeat(length))
  return candidates.length > 0 ? fc.constantFrom(...candidates) : hostileString
}

function boundsOf(schema: JsonSchema): { min: number; max: number } {
  let min = Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER)
  let max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER)
  const step = schema.type === 'integer' ? 1 : Number.EPSILON
  if (schema.exclusiveMinimum === true) min += step
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step
  if (schema.exclusiveMaximum === true) max -= step
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step
  return { min, max: Math.max(min, max) }
}

function numberLike(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = boundsOf(schema)
  const within =
    schema.type === 'integer'
      ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
  return fc.oneof({ weight: 3, arbitrary: within }, { weight: 1, arbitrary: fc.constantFrom(min, max) })
}

/** Just outside the schema's range, a fraction where an integer belongs, or a number from the hostile list. */
function pastRange(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = boundsOf(schema)
  return fc.constantFrom(min - 1, max + 1, min + 0.5, ...hostileNumbers)
}

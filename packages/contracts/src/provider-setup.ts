import { z } from 'zod'
import { catalogStatuses } from './catalog.ts'

// The back office's Games API Key page: a provider's credentials (API Setup) and its game file (Generate Game).

export const providerSecretFields = ['apiKey', 'licenseKey', 'gameProviderKey', 'secretPin'] as const
export type ProviderSecretField = (typeof providerSecretFields)[number]

export const providerCodeParams = z.object({
  code: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
})

/** A stored secret as the API shows it: never the value, only whether it is set and its last characters. */
export const maskedSecret = z.object({ isSet: z.boolean(), masked: z.string().nullable() })
export type MaskedSecret = z.infer<typeof maskedSecret>

export const providerCredentialsView = z.object({
  provider: z.object({ code: z.string(), name: z.string() }),
  apiKey: maskedSecret,
  licenseKey: maskedSecret,
  gameProviderKey: maskedSecret,
  secretPin: maskedSecret,
  /** Addresses the provider calls from; not a secret. */
  providerIps: z.array(z.string()),
  /** Where PLAY opens the game: `{game}`, `{token}`, `{player}`, `{currency}`, `{language}` filled in. */
  launchUrl: z.string().nullable(),
  /** Where DEMO opens the game: `{game}` and `{language}` filled in. */
  demoUrl: z.string().nullable(),
  /** The wallet API the provider's server calls, to give to the provider (docs/provider-wallet-api.md). */
  walletUrl: z.string(),
  updatedAt: z.iso.datetime().nullable(),
})
export type ProviderCredentialsView = z.infer<typeof providerCredentialsView>

/** Shows the last four characters of a secret long enough to keep the rest hidden; a short one not at all. */
export function maskSecret(value: string): string {
  return value.length >= 12 ? `••••••${value.slice(-4)}` : '••••••'
}

const ipv4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/
const ipv6Group = /^[0-9a-f]{1,4}$/i

function isIpv6(value: string): boolean {
  let address = value
  // An IPv4 tail (::ffff:10.0.0.1) counts as two groups.
  const lastColon = address.lastIndexOf(':')
  const tail = address.slice(lastColon + 1)
  let tailGroups = 0
  if (tail.includes('.')) {
    if (!ipv4.test(tail)) return false
    address = `${address.slice(0, lastColon + 1)}0`
    tailGroups = 1
  }
  const halves = address.split('::')
  if (halves.length > 2) return false
  const groupsOf = (half: string | undefined) => (half ? half.split(':') : [])
  const groups = [...groupsOf(halves[0]), ...groupsOf(halves[1])]
  if (!groups.every((group) => ipv6Group.test(group))) return false
  const count = groups.length + tailGroups
  return halves.length === 2 ? count <= 7 : count === 8
}

export function isIpAddress(value: string): boolean {
  return ipv4.test(value) || isIpv6(value)
}

const secretInput = z.string('INVALID_CHOICE').trim().max(500, 'TEXT_TOO_LONG').optional()

/** A provider's launch or demo URL template with its `{name}` placeholders filled in, each value URL-encoded. */
export function fillUrlTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? encodeURIComponent(values[name] as string) : placeholder,
  )
}

/** The placeholders a launch URL may hold; a demo URL only `{game}` and `{language}`. */
export const launchUrlPlaceholders = ['game', 'token', 'player', 'currency', 'language'] as const
const demoUrlPlaceholders = ['game', 'language'] as const

/** An http(s) URL template, its placeholders among `allowed`; empty removes it. */
const urlTemplate = (allowed: readonly string[]) =>
  z
    .string('INVALID_CHOICE')
    .trim()
    .max(500, 'TEXT_TOO_LONG')
    .refine((text) => text === '' || /^https?:\/\/[^\s]+$/.test(text), 'INVALID_URL')
    .refine(
      (text) => [...text.matchAll(/\{(\w*)\}/g)].every(([, name]) => allowed.includes(name ?? '')),
      'UNKNOWN_PLACEHOLDER',
    )
    .optional()

/**
 * Saving API Setup. A secret left empty (or absent) keeps the stored value, so the form never needs to be sent
 * the secrets; one named in `clear` is removed. `providerIps` is a list (commas, spaces or new lines in the
 * form) of IPv4 or IPv6 addresses; empty removes the list.
 */
export const providerCredentialsUpdate = z.object({
  apiKey: secretInput,
  licenseKey: secretInput,
  gameProviderKey: secretInput,
  secretPin: z
    .string('INVALID_CHOICE')
    .trim()
    .max(64, 'TEXT_TOO_LONG')
    .regex(/^\S*$/, 'INVALID_PIN')
    .optional(),
  providerIps: z
    .string('INVALID_CHOICE')
    .max(1000, 'TEXT_TOO_LONG')
    .transform((text) => [...new Set(text.split(/[\s,]+/).filter(Boolean))])
    .pipe(
      z
        .array(z.string())
        .max(20, 'TOO_MANY_ADDRESSES')
        .refine((addresses) => addresses.every(isIpAddress), 'INVALID_IP'),
    )
    .optional(),
  launchUrl: urlTemplate(launchUrlPlaceholders).refine(
    (text) => !text || text.includes('{token}'),
    'TOKEN_PLACEHOLDER_REQUIRED',
  ),
  demoUrl: urlTemplate(demoUrlPlaceholders),
  clear: z.array(z.enum(providerSecretFields, 'INVALID_CHOICE')).max(4).default([]),
})
export type ProviderCredentialsUpdate = z.input<typeof providerCredentialsUpdate>

// ---- Game file (Generate Game) ----

/** The largest game file accepted: ~10,000 rows of CSV. */
export const gameFileMaxBytes = 2 * 1024 * 1024
export const gameFileMaxRows = 10_000

export const gameFileColumns = [
  'code',
  'title',
  'categories',
  'popular',
  'new',
  'exclusive',
  'rtp',
  'demo',
  'status',
  'position',
] as const
export type GameFileColumn = (typeof gameFileColumns)[number]

export const gameFileUpload = z.object({
  fileName: z.string().trim().min(1, 'REQUIRED').max(200, 'TEXT_TOO_LONG'),
  /** The file's text, read in the browser. */
  content: z.string(),
})
export type GameFileUpload = z.infer<typeof gameFileUpload>

export const gameFileExampleCsv = `code,title,categories,popular,new,exclusive,rtp,demo,status,position
gates-of-gold,Gates of Gold,slots|popular,yes,no,no,96.5,yes,active,10
lucky-wheel-live,Lucky Wheel Live,live-games|main:casino,no,yes,no,,no,active,
`

export const gameFileExampleJson = `[
  {
    "code": "gates-of-gold",
    "title": "Gates of Gold",
    "categories": ["slots", "popular"],
    "popular": true,
    "rtp": 96.5,
    "demo": true,
    "status": "active",
    "position": 10
  }
]`

/** Why a whole file is refused before any row is looked at. */
export const gameFileProblems = [
  'FILE_TYPE',
  'FILE_TOO_BIG',
  'FILE_UNREADABLE',
  'FILE_EMPTY',
  'FILE_TOO_MANY_ROWS',
  'FILE_COLUMNS',
] as const
export type GameFileProblem = { code: (typeof gameFileProblems)[number]; detail?: string }

/** Why one row is refused; the rest of the file is still imported. */
export const gameRowProblems = [
  'REQUIRED',
  'TEXT_TOO_LONG',
  'INVALID_CODE',
  'NOT_YES_NO',
  'RTP_OUT_OF_RANGE',
  'INVALID_STATUS',
  'INVALID_POSITION',
  'UNKNOWN_CATEGORY',
  'DUPLICATE_CODE',
  'UNKNOWN_FIELD',
] as const
export type GameRowProblem = (typeof gameRowProblems)[number]

const yesNo = z.preprocess((value) => {
  if (typeof value === 'boolean' || value === undefined) return value
  const text = String(value).trim().toLowerCase()
  if (text === '') return undefined
  if (['true', 'yes', '1', 'y'].includes(text)) return true
  if (['false', 'no', '0', 'n'].includes(text)) return false
  return value
}, z.boolean('NOT_YES_NO').optional())

const emptyToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

/** One game as the file describes it. CSV cells and JSON values go through the same checks. */
export const gameFileRow = z.strictObject(
  {
    code: z.preprocess(
      emptyToUndefined,
      z
        .string('REQUIRED')
        .trim()
        .max(80, 'TEXT_TOO_LONG')
        .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, 'INVALID_CODE'),
    ),
    title: z.preprocess(emptyToUndefined, z.string('REQUIRED').trim().max(120, 'TEXT_TOO_LONG')),
    /** Lobby category slugs, or `main:<slug>` / `sub:<slug>`; `|` separates them in a CSV cell. */
    categories: z.preprocess(
      // An empty cell (or a JSON null) keeps the game's categories, like every other empty cell.
      (value) => {
        const cell = emptyToUndefined(value)
        return typeof cell === 'string'
          ? cell
              .split('|')
              .map((part) => part.trim().toLowerCase())
              .filter(Boolean)
          : cell
      },
      z.array(z.string('UNKNOWN_CATEGORY').trim().toLowerCase(), 'UNKNOWN_CATEGORY').max(50).optional(),
    ),
    popular: yesNo,
    new: yesNo,
    exclusive: yesNo,
    /** A percentage (96.5); stored in basis points. Empty: unknown. */
    rtp: z.preprocess(
      (value) => {
        const present = emptyToUndefined(value)
        return typeof present === 'string' ? Number(present.trim().replace(/%$/, '')) : present
      },
      z
        .number('RTP_OUT_OF_RANGE')
        .min(0, 'RTP_OUT_OF_RANGE')
        .max(100, 'RTP_OUT_OF_RANGE')
        .refine((rtp) => Math.abs(rtp * 100 - Math.round(rtp * 100)) < 1e-6, 'RTP_OUT_OF_RANGE')
        .transform((rtp) => Math.round(rtp * 100))
        .optional(),
    ),
    demo: yesNo,
    status: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
      z.enum(catalogStatuses, 'INVALID_STATUS').optional(),
    ),
    position: z.preprocess((value) => {
      const present = emptyToUndefined(value)
      return typeof present === 'string' ? Number(present.trim()) : present
    }, z
      .number('INVALID_POSITION')
      .int('INVALID_POSITION')
      .min(0, 'INVALID_POSITION')
      .max(1_000_000, 'INVALID_POSITION')
      .optional()),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'UNKNOWN_FIELD' : 'REQUIRED') },
)
export type GameFileRow = z.output<typeof gameFileRow>

export type ParsedGameFile =
  | { ok: true; rows: { row: number; values: Record<string, unknown> }[] }
  | { ok: false; problem: GameFileProblem }

/** RFC 4180 CSV: quoted cells may hold commas, quotes ("") and new lines. Null when a quote is never closed. */
export function parseCsv(text: string): string[][] | null {
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let isQuoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') isQuoted = false
      else cell += char
    } else if (char === '"' && cell === '') isQuoted = true
    else if (char === ',') {
      record.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++
      record.push(cell)
      records.push(record)
      record = []
      cell = ''
    } else cell += char
  }
  if (isQuoted) return null
  if (cell !== '' || record.length > 0) {
    record.push(cell)
    records.push(record)
  }
  return records.filter((cells) => cells.some((value) => value.trim() !== ''))
}

/** Bytes the text takes as UTF-8 (as the file did on disk), without TextEncoder, which the server's lib types lack. */
function utf8Length(text: string): number {
  let bytes = 0
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index)
    // A surrogate pair is one 4-byte character: 2 bytes per half.
    bytes += unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit <= 0xdfff) ? 2 : 3
  }
  return bytes
}

function fileKindOf(fileName: string): 'csv' | 'json' | null {
  const extension = fileName.toLowerCase().split('.').pop()
  return extension === 'csv' ? 'csv' : extension === 'json' ? 'json' : null
}

/**
 * Reads a game file into numbered rows (row 1 is the first game, after a CSV header), or names what is wrong
 * with the whole file. Rows are checked one by one afterwards with `gameFileRow`. Runs in the browser (to
 * answer at once) and on the server (which decides).
 */
export function parseGameFile({ fileName, content }: GameFileUpload): ParsedGameFile {
  const kind = fileKindOf(fileName)
  if (!kind) return { ok: false, problem: { code: 'FILE_TYPE', detail: fileName } }
  if (utf8Length(content) > gameFileMaxBytes) {
    return { ok: false, problem: { code: 'FILE_TOO_BIG' } }
  }
  const text = content.replace(/^\uFEFF/, '')
  let rows: Record<string, unknown>[]
  if (kind === 'json') {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      return { ok: false, problem: { code: 'FILE_UNREADABLE', detail: (error as Error).message } }
    }
    const list =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'games' in parsed
        ? parsed.games
        : parsed
    if (!Array.isArray(list)) {
      return { ok: false, problem: { code: 'FILE_UNREADABLE', detail: 'expected a list of games' } }
    }
    rows = list.map((item) => (item && typeof item === 'object' && !Array.isArray(item) ? item : {}))
  } else {
    const records = parseCsv(text)
    if (!records) return { ok: false, problem: { code: 'FILE_UNREADABLE', detail: 'unclosed quote' } }
    const [header, ...body] = records
    if (!header) return { ok: false, problem: { code: 'FILE_EMPTY' } }
    const columns = header.map((name) => name.trim().toLowerCase())
    const unknown = columns.filter((name) => !(gameFileColumns as readonly string[]).includes(name))
    const missing = (['code', 'title'] as const).filter((name) => !columns.includes(name))
    const repeated = columns.filter((name, index) => columns.indexOf(name) !== index)
    if (unknown.length || missing.length || repeated.length) {
      const detail = [
        ...unknown.map((name) => `unknown: ${name || '(empty)'}`),
        ...missing.map((name) => `missing: ${name}`),
        ...repeated.map((name) => `repeated: ${name}`),
      ].join(', ')
      return { ok: false, problem: { code: 'FILE_COLUMNS', detail } }
    }
    rows = body.map((cells) => Object.fromEntries(columns.map((name, index) => [name, cells[index] ?? ''])))
  }
  if (rows.length === 0) return { ok: false, problem: { code: 'FILE_EMPTY' } }
  if (rows.length > gameFileMaxRows) return { ok: false, problem: { code: 'FILE_TOO_MANY_ROWS' } }
  return { ok: true, rows: rows.map((values, index) => ({ row: index + 1, values })) }
}

export const gameImportRejection = z.object({
  row: z.number().int(),
  code: z.string().nullable(),
  field: z.string().nullable(),
  /** The offending value where one helps (an unknown category's slug, the row a code repeats). */
  value: z.string().nullable(),
  problem: z.enum(gameRowProblems),
})
export type GameImportRejection = z.infer<typeof gameImportRejection>

const importedGame = z.object({
  row: z.number().int(),
  code: z.string(),
  title: z.string(),
  slug: z.string(),
})

export const gameImportReport = z.object({
  provider: z.object({ code: z.string(), name: z.string() }),
  added: z.array(importedGame),
  updated: z.array(importedGame),
  rejected: z.array(gameImportRejection),
})
export type GameImportReport = z.infer<typeof gameImportReport>

import type { ErrorBody, ErrorCode } from '@khela/contracts/errors'

// The header's name (not the zod schema beside it in the contracts, which would pull zod into every page).
const idempotencyKeyHeader = 'idempotency-key'

/** Failures that happen before the server answers in its own error format. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'BAD_RESPONSE'

export class ApiError extends Error {
  readonly code: ErrorCode | ClientErrorCode
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number
  readonly fields: Record<string, string> | undefined
  readonly requestId: string | undefined

  constructor(
    code: ErrorCode | ClientErrorCode,
    status: number,
    message: string,
    details: { fields?: Record<string, string>; requestId?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause })
    this.name = 'ApiError'
    this.code = code
    this.status = status
    this.fields = details.fields
    this.requestId = details.requestId
  }
}

/** Mobile networks in Bangladesh can be slow; a request still waiting after this is treated as lost. */
const REQUEST_TIMEOUT_MS = 30_000

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  timeoutMs?: number
  /**
   * Sent as the `Idempotency-Key` header of a money-moving request: make one key per intended operation (one
   * click of Submit) and send the same key again when retrying it, so the server answers the first result.
   */
  idempotencyKey?: string
  /** Sees the successful response's headers (e.g. whether a money request was a replay). */
  onHeaders?: (headers: Headers) => void
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const { error } = value
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
}

let heldReads: Promise<void> | undefined

/**
 * Holds every read sent from now until the returned release is called. A read the server takes while the
 * session is being ended would come back 401 and read as a session ended elsewhere; held, it goes out once the
 * session's end is settled, or not at all if its query was dropped meanwhile (its signal aborted).
 */
export function holdReads(): () => void {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  heldReads = held
  return () => {
    if (heldReads === held) heldReads = undefined
    release()
  }
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  if (heldReads && (options.method ?? 'GET') === 'GET') {
    await heldReads
    options.signal?.throwIfAborted()
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS)
  // A FormData body (a file upload) goes as multipart, its boundary set by the browser; anything else as JSON.
  const isJson = options.body !== undefined && !(options.body instanceof FormData)
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(isJson && { 'content-type': 'application/json' }),
        ...(options.idempotencyKey && { [idempotencyKeyHeader]: options.idempotencyKey }),
      },
      body:
        options.body instanceof FormData ? options.body : isJson ? JSON.stringify(options.body) : undefined,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    })
  } catch (error) {
    // A caller's own abort (a query cancelled on unmount) is not a failure to report.
    if (options.signal?.aborted) throw error
    if (timeout.aborted) throw new ApiError('TIMEOUT', 0, `${path} timed out`, { cause: error })
    throw new ApiError('NETWORK_ERROR', 0, `${path} could not be reached`, { cause: error })
  }
}

/** The one way the web app talks to the API: JSON in, JSON out, `ApiError` with a code on failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options)
  const text = await response.text()
  let body: unknown
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch (error) {
    throw new ApiError('BAD_RESPONSE', response.status, `${path} answered with invalid JSON`, {
      cause: error,
    })
  }
  if (response.ok) {
    options.onHeaders?.(response.headers)
    return body as T
  }
  if (isErrorBody(body)) {
    const { code, message, fields, requestId } = body.error
    throw new ApiError(code, response.status, message, { fields, requestId })
  }
  throw new ApiError(
    response.status >= 500 ? 'INTERNAL' : 'BAD_RESPONSE',
    response.status,
    `${path} failed with status ${response.status}`,
  )
}

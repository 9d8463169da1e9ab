import { defaultErrorMessages, type ErrorCode, errorStatus } from '@khela/contracts/errors'

/**
 * The one error type the API throws on purpose. `message` is the user-facing text; `internalDetail`
 * goes to the log only.
 */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly statusCode: number
  readonly fields: Record<string, string> | undefined
  readonly internalDetail: string | undefined

  constructor(
    code: ErrorCode,
    options: {
      message?: string
      fields?: Record<string, string>
      internalDetail?: string
      cause?: unknown
    } = {},
  ) {
    super(options.message ?? defaultErrorMessages[code], { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.statusCode = errorStatus[code]
    this.fields = options.fields
    this.internalDetail = options.internalDetail
  }
}

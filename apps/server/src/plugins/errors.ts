import { defaultErrorMessages, type ErrorBody, type ErrorCode } from '@khela/contracts/errors'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../lib/app-error.ts'
import { errorCodesOf } from './api-docs-operations.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** In tests: each answer whose error code the route's API document does not list (`METHOD url: CODE`). */
    undocumentedErrors: string[]
  }
}

/**
 * One place turns every failure into `{ error: { code, message, fields?, requestId } }`.
 * A 5xx never carries the internal message: the request id is what support needs to find it in the log.
 */
export function registerErrorHandling(app: FastifyInstance, options: { noteUndocumented: boolean }) {
  app.decorate('undocumentedErrors', [])
  const sendError = (
    reply: FastifyReply,
    request: FastifyRequest,
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
  ) => {
    if (options.noteUndocumented) noteUndocumented(app.undocumentedErrors, request, code)
    return sendErrorBody(reply, request, code, message, fields)
  }
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500)
        request.log.error({ err: error, detail: error.internalDetail }, error.message)
      // A wait the server knows (a growing sign-in delay) is told the standard way too, not only in the body.
      const retryAfterSeconds = error.code === 'RATE_LIMITED' ? error.fields?.retryAfterSeconds : undefined
      if (retryAfterSeconds) reply.header('retry-after', retryAfterSeconds)
      return sendError(reply, request, error.code, error.message, error.fields)
    }
    if (hasZodFastifySchemaValidationErrors(error))
      return sendError(
        reply,
        request,
        'VALIDATION_FAILED',
        defaultErrorMessages.VALIDATION_FAILED,
        validationFields(error),
      )
    const code = codeForStatus(error.statusCode)
    if (code === 'INTERNAL' || code === 'SERVICE_UNAVAILABLE')
      request.log.error({ err: error }, 'request failed')
    return sendError(reply, request, code, defaultErrorMessages[code])
  })
}

/** A schema validation failure's fields: each invalid field's path (`amount`, `inputs.phone`) and its rule. */
export function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.validation ?? []) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body'
    fields[field] ??= issue.message ?? defaultErrorMessages.VALIDATION_FAILED
  }
  return fields
}

/**
 * Notes an answer the API document does not promise, so the integration tests keep each operation's documented
 * errors complete. Server faults (5xx) and requests that matched no route are not the document's to list.
 */
function noteUndocumented(notes: string[], request: FastifyRequest, code: ErrorCode) {
  const route = request.routeOptions
  if (!route.url || (route.schema as { hide?: boolean } | undefined)?.hide) return
  if (new AppError(code).statusCode >= 500 || errorCodesOf(route).includes(code)) return
  const note = `${route.method} ${route.url}: ${code}`
  if (!notes.includes(note)) notes.push(note)
}

export function sendErrorBody(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ErrorBody = { error: { code, message, ...(fields ? { fields } : {}), requestId: request.id } }
  return reply.status(new AppError(code).statusCode).type('application/json').send(body)
}

/** Framework and plugin errors (body too large, rate limited, bad JSON) keep their meaning. */
function codeForStatus(status: number | undefined): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED'
    case 401:
      return 'UNAUTHENTICATED'
    case 403:
      return 'FORBIDDEN'
    case 404:
      return 'NOT_FOUND'
    case 409:
      return 'CONFLICT'
    case 413:
      return 'PAYLOAD_TOO_LARGE'
    case 415:
      return 'VALIDATION_FAILED'
    case 429:
      return 'RATE_LIMITED'
    case 503:
      return 'SERVICE_UNAVAILABLE'
    default:
      return 'INTERNAL'
  }
}

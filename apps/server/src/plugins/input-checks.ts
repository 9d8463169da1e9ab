import type { FastifyInstance } from 'fastify'
import { AppError } from '../lib/app-error.ts'
import { findUnstorableInput } from '../lib/find-unstorable-input.ts'

/**
 * Before any route's validation: text PostgreSQL cannot store (a NUL, a lone surrogate) anywhere in the path
 * parameters, query or JSON body, or a body nested absurdly deep, is `400 VALIDATION_FAILED` naming the field
 * (`INVALID_CHARACTER`, `INVALID_FORMAT`). It covers every route at once, those with zod schemas and those
 * without (Better Auth's under /api/auth). Left to the database, a NUL failed the query as a 500 and logged it.
 * Headers need no check: Node's HTTP parser refuses control characters in them with a 400 before any hook, and
 * the app matches each cookie it reads against its exact pattern (Better Auth first verifies a cookie's
 * signature). Multipart bodies are read by their handler; `readImageUpload` checks the file's name.
 */
const maxFieldNameLength = 100

export function registerInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body }
    for (const [part, value] of Object.entries(parts)) {
      const found = findUnstorableInput(value)
      if (!found) continue
      // A path through keys the route never declared can be as long as the request: then the part is named.
      const path = found.path.join('.')
      throw new AppError('VALIDATION_FAILED', {
        fields: { [path && path.length <= maxFieldNameLength ? path : part]: found.code },
        internalDetail: `unstorable ${part}`,
      })
    }
  })
}

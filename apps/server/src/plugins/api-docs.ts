import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { describeOperation, errorResponses, openApiComponents, openApiTags } from './api-docs-operations.ts'

/**
 * The OpenAPI document at /api/docs/json, complete enough for an integrator to generate a client from: each
 * operation's id, tag, security and error answers are derived here from the route's method, path, schema and
 * config (api-docs-operations.ts), never written route by route.
 */
export async function registerApiDocs(app: FastifyInstance) {
  // The error codes of each operation, noted while its route is described and written into the document after.
  const errorCodesByOperation = new Map<string, ReturnType<typeof describeOperation>['errorCodes']>()
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Khela API',
        version: '1.0.0',
        description:
          'Player site and back office API. Money is integer minor units (poisha for BDT); errors are `{ error: { code, message, fields?, requestId } }`.',
        license: { name: 'Proprietary', url: `${app.services.config.publicUrl}/` },
      },
      servers: [{ url: app.services.config.publicUrl }],
      tags: openApiTags,
      components: openApiComponents,
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string }
      if (transformed.schema.hide) return transformed
      const { fields, errorCodes } = describeOperation(input.route as RouteOptions, transformed.schema)
      errorCodesByOperation.set(fields.operationId, errorCodes)
      return { ...transformed, schema: { ...transformed.schema, ...fields } }
    },
    transformObject: (document) =>
      'openapiObject' in document
        ? errorResponses(document.openapiObject, errorCodesByOperation)
        : document.swaggerObject,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
}

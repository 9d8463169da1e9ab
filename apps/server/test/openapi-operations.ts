import { z } from 'zod'

/** The part of JSON Schema that @fastify/swagger writes for OpenAPI 3.0 and the fuzzer reads. */
export type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  enum?: unknown[]
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  exclusiveMaximum?: boolean | number
  nullable?: boolean
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
}

export type ApiParameter = { name: string; in: 'path' | 'query' | 'header'; schema: JsonSchema }

/** One operation of the API document: `GET /api/catalog/search`, with its parameters and JSON body. */
export type ApiOperation = {
  method: string
  /** As the document writes it, parameters in braces: `/api/accounts/promo-codes/{code}`. */
  path: string
  parameters: ApiParameter[]
  /** The JSON body's schema; null when the document declares none (bodiless or multipart routes). */
  body: JsonSchema | null
}

export const operationKey = (operation: Pick<ApiOperation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`

const jsonSchema = z.custom<JsonSchema>((value) => typeof value === 'object' && value !== null)

const apiDocument = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        parameters: z
          .array(z.object({ name: z.string(), in: z.enum(['path', 'query', 'header']), schema: jsonSchema }))
          .optional(),
        requestBody: z.object({ content: z.record(z.string(), z.object({ schema: jsonSchema })) }).optional(),
      }),
    ),
  ),
})

/** Every operation the OpenAPI document lists, in the document's order. */
export function apiOperations(document: unknown): ApiOperation[] {
  const { paths } = apiDocument.parse(document)
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema ?? null,
    })),
  )
}

import { apiRequest, type RequestOptions } from './api.ts'

/** The `{}` body of a POST that needs none (the server parses a JSON object). */
export type EmptyBody = Record<string, never>

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** What an endpoint takes and answers, all optional but `response`. Types only: nothing of it exists at run time. */
interface EndpointTypes {
  body?: unknown
  query?: unknown
  response: unknown
}

/** One API route as the web app calls it: method and path, with the contract types of its body, query and answer. */
export interface Endpoint<Types extends EndpointTypes = EndpointTypes, Path extends string = string> {
  readonly method: Method
  readonly path: Path
  /** Never set; carries the types to `api()`. */
  readonly types?: Types
}

/** `{ id: string | number }` for the path `/api/x/:id/close`. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name]: string | number } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [Key in Name]: string | number }
    : Record<never, never>

type TypesOf<E> = E extends Endpoint<infer Types> ? Types : never
type PathOf<E> = E extends Endpoint<EndpointTypes, infer Path> ? Path : never

/** A query string (`page=2&game=dice`) or its parts; empty values are left out. */
export type QueryInit = string | URLSearchParams | Record<string, string | number | boolean | undefined>

type ParamsOption<Path extends string> = keyof ParamsOf<Path> extends never
  ? { params?: undefined }
  : { params: ParamsOf<Path> }
type BodyOption<Types extends EndpointTypes> = Types extends { body: infer Body }
  ? { body: Body }
  : { body?: undefined }
type QueryOption<Types extends EndpointTypes> = Types extends { query: infer Query }
  ? { query?: Query }
  : { query?: undefined }

/** Where an endpoint is: its path params and query, the parts `api()` and `endpointUrl()` need. */
export type UrlOptions<E extends Endpoint> = ParamsOption<PathOf<E>> & QueryOption<TypesOf<E>>
export type CallOptions<E extends Endpoint> = UrlOptions<E> &
  BodyOption<TypesOf<E>> &
  Omit<RequestOptions, 'method' | 'body'>

/** Leaves the options argument out where nothing in it is required. */
type OptionalWhenEmpty<Options> =
  Record<never, never> extends Options ? [options?: Options] : [options: Options]

/**
 * Defines an endpoint: `endpoint<{ body: DepositInput; response: DepositRequest }>()('POST', '/api/cashier/deposits')`.
 * Curried so the types are written and the path's literal (with its `:params`) is inferred.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<Types extends EndpointTypes>() {
  return /* @__NO_SIDE_EFFECTS__ */ <Path extends string>(
    method: Method,
    path: Path,
  ): Endpoint<Types, Path> => ({
    method,
    path,
  })
}

function queryString(query: unknown): string {
  if (query === undefined) return ''
  if (typeof query === 'string' || query instanceof URLSearchParams) return String(query)
  const parts = Object.entries(query as Record<string, unknown>).filter(([, value]) => value !== undefined)
  return new URLSearchParams(parts.map(([key, value]) => [key, String(value)])).toString()
}

/** The URL of a call: path params filled in (encoded) and the query appended. */
export function endpointUrl<E extends Endpoint>(
  target: E,
  ...[options]: OptionalWhenEmpty<UrlOptions<E>>
): string {
  const params = (options?.params ?? {}) as Record<string, string | number>
  const path = target.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))
  const query = queryString(options?.query)
  return query === '' ? path : `${path}?${query}`
}

/** Calls an endpoint; its body, params, query and answer are typed by the definition. */
export function api<E extends Endpoint>(
  target: E,
  ...[options]: OptionalWhenEmpty<CallOptions<E>>
): Promise<TypesOf<E>['response']> {
  const { params, query, ...request } = (options ?? {}) as CallOptions<Endpoint> & {
    params?: unknown
    query?: unknown
  }
  const url = endpointUrl(target as Endpoint, { params, query } as UrlOptions<Endpoint>)
  return apiRequest(url, { ...request, method: target.method })
}

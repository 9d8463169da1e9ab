import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** A GET that a page's first render reads, under the query key its hook caches it by. */
export interface PageDataSource {
  queryKey: QueryKey
  path: string
}

/** What the server read for a source while rendering the page. */
export interface PageDataEntry {
  queryKey: QueryKey
  data: unknown
}

/** The `<script type="application/json">` a server-rendered page carries its data in (data, never run). */
export const pageDataElementId = 'page-data'

export function seedQueryData(client: QueryClient, entries: readonly PageDataEntry[]) {
  for (const { queryKey, data } of entries) client.setQueryData(queryKey, data)
}

/**
 * The data the server rendered this page with, so the first client render draws the same thing and
 * hydration adopts the markup instead of fetching it again.
 */
export function readPageData(): PageDataEntry[] {
  const element = document.getElementById(pageDataElementId)
  if (!element?.textContent) return []
  try {
    const entries: unknown = JSON.parse(element.textContent)
    return Array.isArray(entries) ? (entries as PageDataEntry[]) : []
  } catch {
    return []
  }
}

/** JSON safe inside a `<script>` element: nothing in it can close the element or open a comment. */
export function serializePageData(entries: readonly PageDataEntry[]): string {
  return JSON.stringify(entries)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * Deeper than any request the API defines (its deepest bodies nest four levels). Past it, code that walks or
 * re-serialises the body recursively (zod, JSON.stringify, the logger) can exhaust the call stack.
 */
export const maxInputDepth = 32

export type UnstorableInput = { path: string[]; code: 'INVALID_CHARACTER' | 'INVALID_FORMAT' }

/**
 * Whether PostgreSQL can keep this text as sent: text and jsonb refuse a NUL character outright, and a lone
 * UTF-16 surrogate is no character at all (the drivers would store U+FFFD in its place, changing the text).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed()
}

/**
 * The first place in a parsed part of a request (path parameters, query, JSON body) whose text or key is not
 * storable, or that nests deeper than `maxInputDepth`; null when there is none. It keeps its own stack, so a
 * hostile body cannot overflow the call stack here either.
 */
export function findUnstorableInput(input: unknown): UnstorableInput | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { path, code: 'INVALID_CHARACTER' }
    } else if (typeof value === 'object' && value !== null) {
      if (path.length >= maxInputDepth) return { path: [], code: 'INVALID_FORMAT' }
      const entries = Object.entries(value)
      // A bad key is named by the object that holds it: the key itself cannot be shown as a field name.
      if (entries.some(([key]) => !isStorableText(key))) return { path, code: 'INVALID_CHARACTER' }
      for (const [key, child] of entries.reverse()) pending.push({ value: child, path: [...path, key] })
    }
  }
  return null
}

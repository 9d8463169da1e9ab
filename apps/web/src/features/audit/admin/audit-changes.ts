/** One field of an audited record: what it was and what it became; `undefined` where the field was absent. */
export interface AuditChange {
  /** The field's name; '' when the value as a whole is not an object (a number, a list). */
  key: string
  before: unknown
  after: unknown
  isChanged: boolean
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    isRecord(nested)
      ? Object.fromEntries(Object.entries(nested).toSorted(([a], [b]) => a.localeCompare(b)))
      : nested,
  )
}

/**
 * The entry's before and after, field by field: the keys of both (before's order first), each marked changed or
 * not. A created record (before null) or a removed one (after null) lists every field; values that are not
 * objects compare as one unnamed field.
 */
export function auditChangesOf(before: unknown, after: unknown): AuditChange[] {
  const isAbsent = (value: unknown) => value === null || value === undefined
  const beforeFields = isRecord(before) ? before : isAbsent(before) && isRecord(after) ? {} : null
  const afterFields = isRecord(after) ? after : isAbsent(after) && isRecord(before) ? {} : null
  if (!beforeFields || !afterFields) {
    if (isAbsent(before) && isAbsent(after)) return []
    return [{ key: '', before, after, isChanged: canonical(before) !== canonical(after) }]
  }
  const keys = [...new Set([...Object.keys(beforeFields), ...Object.keys(afterFields)])]
  return keys.map((key) => {
    const was = Object.hasOwn(beforeFields, key) ? beforeFields[key] : undefined
    const is = Object.hasOwn(afterFields, key) ? afterFields[key] : undefined
    return { key, before: was, after: is, isChanged: canonical(was) !== canonical(is) }
  })
}

/** A value as the changes view prints it: text as it is, anything nested as indented JSON. */
export function printedValue(value: unknown): string {
  if (typeof value === 'string') return value
  return JSON.stringify(value, null, 2) ?? String(value)
}

/** A catalogue as written in locales/<language>/<namespace>.json: nested objects of strings. */
export type Catalogue = { [key: string]: string | Catalogue }

export type MessageValues = Record<string, string | number>

/** The string at a dotted key (`footer.country.names.bd`), or undefined. */
export function findMessage(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}

/**
 * The message at `key` with its `{{name}}` placeholders filled in. A missing key comes back as the key
 * itself, visible on screen and caught by the catalogue tests, rather than as an empty string.
 */
export function formatMessage(catalogue: Catalogue | undefined, key: string, values?: MessageValues): string {
  const message = findMessage(catalogue, key)
  if (message === undefined) return key
  if (!values) return message
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
}

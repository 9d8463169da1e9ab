/**
 * Values the app itself returned, by the name of the field that held them (`id`, `slug`, `code`), so a fuzzed
 * path parameter of that name sometimes names a record that exists and the request reaches past the lookup.
 */
export class KnownValues {
  readonly #byName = new Map<string, string[]>()
  readonly #excluded: ReadonlySet<string>
  static readonly #perName = 64

  /** `excluded`: values never handed out, such as the acting user's own id (banning oneself ends the run). */
  constructor(excluded: Iterable<string> = []) {
    this.#excluded = new Set(excluded)
  }

  /** Takes every short string or number of a JSON response, under the key that held it. */
  collect(json: unknown, key = ''): void {
    if (Array.isArray(json)) {
      for (const item of json) this.collect(item, key)
    } else if (typeof json === 'object' && json !== null) {
      for (const [childKey, value] of Object.entries(json)) this.collect(value, childKey)
    } else if ((typeof json === 'string' && json.length <= 200) || typeof json === 'number') {
      this.#add(key, String(json))
    }
  }

  pick(name: string, index: number): string | undefined {
    const values = this.#byName.get(name)
    return values && values.length > 0 ? values[index % values.length] : undefined
  }

  #add(name: string, value: string) {
    if (name === '' || this.#excluded.has(value)) return
    const values = this.#byName.get(name) ?? []
    if (values.length < KnownValues.#perName && !values.includes(value)) values.push(value)
    this.#byName.set(name, values)
  }
}

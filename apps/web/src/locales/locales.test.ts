import { fieldErrorCodes, welcomeOffers } from '@khela/contracts/accounts'
import { errorStatus } from '@khela/contracts/errors'
import { roles } from '@khela/contracts/roles'
import { describe, expect, it } from 'vitest'

const catalogues = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' })

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

function catalogue(language: string, namespace: string): Record<string, unknown> {
  const found = catalogues[`./${language}/${namespace}.json`]
  if (!found) throw new Error(`missing catalogue ${language}/${namespace}`)
  return found
}

const namespaces = [
  ...new Set(Object.keys(catalogues).map((path) => path.split('/')[2]?.replace('.json', ''))),
]

describe('locale catalogues', () => {
  it.each(namespaces)('%s has the same keys in English and Bengali', (namespace) => {
    const english = keysOf(catalogue('en', namespace ?? '')).sort()
    const bengali = keysOf(catalogue('bn', namespace ?? '')).sort()
    expect(bengali).toEqual(english)
  })

  it('translates every API error code', () => {
    const errorKeys = keysOf(catalogue('en', 'common').errors)
    for (const code of Object.keys(errorStatus)) expect(errorKeys).toContain(code)
  })

  it('translates every field error code', () => {
    expect(keysOf(catalogue('en', 'common').fieldErrors).sort()).toEqual([...fieldErrorCodes].sort())
  })

  it('names every welcome offer', () => {
    const auth = catalogue('en', 'common').auth as Record<string, unknown>
    expect(keysOf(auth.offers).sort()).toEqual([...welcomeOffers].sort())
  })

  it('names every staff role in the back office', () => {
    expect(keysOf(catalogue('en', 'admin').roles).sort()).toEqual([...roles].sort())
  })

  it('has no empty strings', () => {
    for (const [path, content] of Object.entries(catalogues)) {
      const empty = keysOf(content).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], content)
        return typeof value === 'string' && value.trim() === ''
      })
      expect(empty, path).toEqual([])
    }
  })
})

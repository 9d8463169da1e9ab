import { describe, expect, it } from 'vitest'

// DESIGN.md §2: shared code (lib/, components/) → features → app. Features never import each other; the app layer
// composes them (app/profile-route.tsx, the user profile's tabs in app/admin/admin-tree.tsx).

const sources = import.meta.glob<string>(
  ['../features/**/*.{ts,tsx}', '../lib/**/*.{ts,tsx}', '../components/**/*.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
)

/** `features/kyc/kyc-section.tsx` from the file `features/accounts/profile-page.tsx` and `../kyc/kyc-section.tsx`. */
function resolve(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1)
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.') parts.push(part)
  }
  return parts.join('/')
}

/** Each relative module a file imports (static, dynamic, type-only, re-exported or mocked), resolved from src/. */
function importsOf(file: string, text: string): string[] {
  const specifiers = text.matchAll(/(?:\bfrom|\bimport|vi\.mock)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)
  return [...specifiers].map((match) => resolve(file, match[1] ?? ''))
}

const files = Object.entries(sources).map(([key, text]) => ({ file: key.replace(/^\.\.\//, ''), text }))

describe('web app layers', () => {
  it('reads the sources it checks', () => {
    expect(files.some(({ file }) => file === 'features/accounts/profile-page.tsx')).toBe(true)
    expect(
      importsOf('features/accounts/profile-page.tsx', "import { X } from '../kyc/kyc-section.tsx'"),
    ).toEqual(['features/kyc/kyc-section.tsx'])
    expect(
      importsOf('features/play/play-page.tsx', "import { X } from '../../app/not-found-page.tsx'"),
    ).toEqual(['app/not-found-page.tsx'])
  })

  it('keeps every feature from importing another', () => {
    const crossings = files.flatMap(({ file, text }) => {
      const feature = file.split('/')[1]
      return importsOf(file, text)
        .filter((target) => target.startsWith('features/') && target.split('/')[1] !== feature)
        .map((target) => `${file} → ${target}`)
    })
    expect(crossings).toEqual([])
  })

  it('keeps every feature from importing the app', () => {
    const upward = files
      .filter(({ file }) => file.startsWith('features/'))
      .flatMap(({ file, text }) =>
        importsOf(file, text)
          .filter((target) => target.startsWith('app/'))
          .map((target) => `${file} → ${target}`),
      )
    expect(upward).toEqual([])
  })

  it('keeps lib/ and components/ from importing features or the app', () => {
    const upward = files
      .filter(({ file }) => !file.startsWith('features/'))
      .flatMap(({ file, text }) =>
        importsOf(file, text)
          .filter((target) => target.startsWith('features/') || target.startsWith('app/'))
          .map((target) => `${file} → ${target}`),
      )
    expect(upward).toEqual([])
  })

  it('names API paths and calls apiRequest only in the endpoint definitions', () => {
    // lib/endpoints/* defines each endpoint once; lib/endpoint.ts calls them through lib/api.ts. Tests may name
    // paths (they stand where the server does).
    const isDefinition = (file: string) =>
      file === 'lib/api.ts' || file === 'lib/endpoint.ts' || file.startsWith('lib/endpoints/')
    const strays = files
      .filter(({ file }) => !isDefinition(file) && !/\.test\.tsx?$/.test(file))
      .flatMap(({ file, text }) =>
        [...text.matchAll(/['"`]\/api\/|\bapiRequest\b/g)].map((match) => `${file}: ${match[0]}`),
      )
    expect(strays).toEqual([])
  })

  it('would notice a stray API path or apiRequest call', () => {
    const stray = "const path = '/api/cashier/deposits'; apiRequest<X>(path)"
    expect([...stray.matchAll(/['"`]\/api\/|\bapiRequest\b/g)]).toHaveLength(2)
  })
})

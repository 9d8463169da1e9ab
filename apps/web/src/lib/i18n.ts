import { type Language, languageCookie, languages } from '@khela/contracts/languages'
import { useSyncExternalStore } from 'react'
import { inLanguageDigits } from './digits.ts'
import { type Catalogue, findMessage, formatMessage, type MessageValues } from './format-message.ts'

// The site's own translator (docs/decisions/0002-own-translator-instead-of-i18next.md): catalogues per
// language and namespace, `{{name}}` placeholders, nothing else, in a fraction of i18next's size.

export type Namespace = 'common' | 'admin' | 'sportsbook'

/** Each catalogue is its own chunk, so a player downloads only the language they read. */
const catalogueFiles = import.meta.glob<{ default: Catalogue }>('../locales/*/*.json')

const STORAGE_KEY = 'khela.language'

/** The flag button flips between the two site languages. */
export const otherLanguage: Record<Language, Language> = { en: 'bn', bn: 'en' }

let language: Language = 'en'
// Until initI18n has applied the reader's language, `language` is only a placeholder.
let isLanguageApplied = false
const loaded = new Map<string, Catalogue>()
const listeners = new Set<() => void>()
// Bumped on every change, so components re-render after a switch or a newly loaded namespace.
let version = 0

const catalogueKey = (of: Language, namespace: string) => `${of}/${namespace}`

function announce() {
  version += 1
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

function initialLanguage(): Language {
  const stored = storedLanguage()
  if (isLanguage(stored)) return stored
  return navigator.languages.some((tag) => tag.toLowerCase().startsWith('bn')) ? 'bn' : 'en'
}

async function loadCatalogue(of: Language, namespace: string): Promise<void> {
  const key = catalogueKey(of, namespace)
  if (loaded.has(key)) return
  const load = catalogueFiles[`../locales/${key}.json`]
  if (!load) throw new Error(`no catalogue ${key}`)
  loaded.set(key, (await load()).default)
}

function applyLanguage(next: Language) {
  language = next
  isLanguageApplied = true
  document.documentElement.lang = next
  // Mirrored in a cookie so the server can send the lobby prerendered in this language.
  document.cookie = `${languageCookie}=${next}; path=/; max-age=31536000; samesite=lax`
  announce()
}

export function currentLanguage(): Language {
  return language
}

/** Loads the browser's language and the common catalogue; the app renders once this resolves. */
export async function initI18n(): Promise<void> {
  const initial = initialLanguage()
  await loadCatalogue(initial, 'common')
  applyLanguage(initial)
}

/**
 * Loads a namespace (the back office's `admin`) in the current language before its pages render. The router
 * asks for it while initI18n is still loading, so before then it loads the language about to be applied.
 */
export async function loadNamespace(namespace: Namespace): Promise<void> {
  await loadCatalogue(isLanguageApplied ? language : initialLanguage(), namespace)
  announce()
}

/** Switches only once every namespace in use has arrived in the new language, so nothing shows a key. */
export async function switchLanguage(next: Language): Promise<void> {
  const inUse = [...loaded.keys()].filter((key) => key.startsWith(`${language}/`))
  await Promise.all(inUse.map((key) => loadCatalogue(next, key.slice(key.indexOf('/') + 1))))
  applyLanguage(next)
  try {
    localStorage.setItem(STORAGE_KEY, next)
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this visit only.
  }
}

/** For the build-time prerender, which has the catalogues at hand and no browser to load them in. */
export function provideCataloguesForPrerender(
  of: Language,
  catalogues: Partial<Record<Namespace, Catalogue>>,
) {
  for (const [namespace, catalogue] of Object.entries(catalogues))
    loaded.set(catalogueKey(of, namespace), catalogue)
  language = of
  announce()
}

/** Numbers among the values are written in the language's digits ('অন্তত ৮টি অক্ষর'); strings are left as given. */
export function translate(namespace: Namespace, key: string, values?: MessageValues): string {
  const written = values && writeNumbers(values)
  return formatMessage(loaded.get(catalogueKey(language, namespace)), key, written)
}

function writeNumbers(values: MessageValues): MessageValues {
  const written: MessageValues = {}
  for (const [name, value] of Object.entries(values))
    written[name] = typeof value === 'number' ? inLanguageDigits(String(value), language) : value
  return written
}

export function hasTranslation(namespace: Namespace, key: string): boolean {
  return findMessage(loaded.get(catalogueKey(language, namespace)), key) !== undefined
}

type Translator = { version: number; t: (key: string, values?: MessageValues) => string }
const translators = new Map<Namespace, Translator>()

// One `t` per namespace and change: stable between changes, new after one, so memoised values and
// effects that depend on it follow the language.
function translatorFor(namespace: Namespace, atVersion: number): Translator {
  const cached = translators.get(namespace)
  if (cached?.version === atVersion) return cached
  const fresh = {
    version: atVersion,
    t: (key: string, values?: MessageValues) => translate(namespace, key, values),
  }
  translators.set(namespace, fresh)
  return fresh
}

/** `t(key, values)` in the current language; the component re-renders when the language changes. */
export function useTranslation(namespace: Namespace = 'common'): Translator {
  const current = useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  )
  return translatorFor(namespace, current)
}

import type { Language } from '@khela/contracts/i18n'
import i18next, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'

/** Each catalogue is its own chunk, so a player downloads only the language they read. */
const catalogues = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json')

const STORAGE_KEY = 'khela.language'

/** The flag button flips between the two site languages. */
export const otherLanguage: Record<Language, Language> = { en: 'bn', bn: 'en' }

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(otherLanguage, value)
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

export function currentLanguage(): Language {
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'en'
}

export async function switchLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language)
  try {
    localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this visit only.
  }
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`]
    if (!load) {
      callback(new Error(`no catalogue ${language}/${namespace}`), false)
      return
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

export function initI18n(): Promise<unknown> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language
  })
  return i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      supportedLngs: Object.keys(otherLanguage),
      // Both catalogues are complete, so there is nothing to fall back to and no second download.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    })
}

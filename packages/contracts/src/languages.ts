// Plain constants, no zod: the web app imports these at run time without pulling in the schema library.

export const languages = ['en', 'bn'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en'

/** Mirrors the player's chosen language so the server can send the lobby prerendered in it. */
export const languageCookie = 'khela_lang'

/** Where the operator and its players are: the site's calendar (the footer's year, day boundaries) follows it. */
export const operatorTimeZone = 'Asia/Dhaka'

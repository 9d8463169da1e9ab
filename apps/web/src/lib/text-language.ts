/**
 * 'en' for a name written in Latin letters with no Bengali in it (a game's or studio's name, a banner's words),
 * to be set as its `lang`: a Bengali page's screen reader then reads it with an English voice, not as Bengali.
 */
export function latinTextLanguage(text: string): 'en' | undefined {
  return /[A-Za-z]/.test(text) && !/[\u0980-\u09FF]/.test(text) ? 'en' : undefined
}

/**
 * The game studios named in the footer and the back office's API-key menu until the catalogue (with its own
 * providers table) arrives. Names only: no third-party logo files.
 */
export const gameProviders = [
  'Evolution',
  'Pragmatic Play',
  'JILI',
  'PG Soft',
  'Spribe',
  'Ezugi',
  'Playtech',
  'FA CHAI',
  'CQ9',
  'Habanero',
  'SA Gaming',
  'Sexy Gaming',
  'Red Tiger',
  'NetEnt',
] as const

import type { SquadPlayer } from '@khela/contracts/admin-sportsbook'

/** A key from an English name, as a trader would write it: "Litton Das" → "litton-das". */
export function keyOf(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
}

/**
 * A squad pasted as a team sheet, one player a line, `English name | Bengali name`; blank lines are skipped. The
 * players come back with keys made from their English names, or the 1-based numbers of the lines that lack a name
 * in either language.
 */
export function parseSquadLines(text: string): { players: SquadPlayer[] } | { badLines: number[] } {
  const players: SquadPlayer[] = []
  const badLines: number[] = []
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return
    const [en = '', bn = '', ...rest] = line.split('|').map((part) => part.trim())
    if (en === '' || bn === '' || rest.length > 0 || keyOf(en) === '') badLines.push(index + 1)
    else players.push({ key: keyOf(en), name: { en, bn } })
  })
  return badLines.length > 0 ? { badLines } : { players }
}

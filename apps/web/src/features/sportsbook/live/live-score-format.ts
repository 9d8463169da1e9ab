import type { Language } from '@khela/contracts/i18n'
import type { CricketScore } from '@khela/contracts/sportsbook-live-feed'
import { inLanguageDigits } from '../../../lib/digits.ts'

/** A rate sent in integer hundredths (808) as cricket writes it (8.08), in the language's digits. */
export function rateText(hundredths: number, language: Language): string {
  const whole = Math.floor(hundredths / 100)
  const fraction = String(hundredths % 100).padStart(2, '0')
  return inLanguageDigits(`${whole}.${fraction}`, language)
}

/** Overs as sent ("12.3": twelve overs and three balls), in the language's digits. */
export function oversText(overs: string, language: Language): string {
  return inLanguageDigits(overs, language)
}

/** The sportsbook catalogue's key (under `liveScore.balls`) of what a ball code means, and its runs. */
export interface BallMeaning {
  kind: 'dot' | 'single' | 'runs' | 'four' | 'six' | 'wicket' | 'wide' | 'noBall' | 'noBallRuns'
  runs: number
}

/** `0`–`6` off the bat, `W`, `wd`, `nb`, `nb1`–`nb6` (docs/live-feed.md). */
export function ballMeaning(code: string): BallMeaning {
  if (code === 'W') return { kind: 'wicket', runs: 0 }
  if (code === 'wd') return { kind: 'wide', runs: 1 }
  if (code === 'nb') return { kind: 'noBall', runs: 0 }
  if (code.startsWith('nb')) return { kind: 'noBallRuns', runs: Number(code.slice(2)) }
  const runs = Number(code)
  if (runs === 0) return { kind: 'dot', runs }
  if (runs === 1) return { kind: 'single', runs }
  if (runs === 4) return { kind: 'four', runs }
  if (runs === 6) return { kind: 'six', runs }
  return { kind: 'runs', runs }
}

/** How a ball's chip looks: boundaries and wickets stand out, and extras read apart from runs off the bat. */
export type BallTone = 'plain' | 'boundary' | 'wicket' | 'extra'

export function ballTone({ kind }: BallMeaning): BallTone {
  if (kind === 'four' || kind === 'six') return 'boundary'
  if (kind === 'wicket') return 'wicket'
  if (kind === 'wide' || kind === 'noBall' || kind === 'noBallRuns') return 'extra'
  return 'plain'
}

/** What the chasing side still needs: runs and legal balls; null outside a chase or once the target is reached. */
export function chaseNeed(score: CricketScore): { runs: number; balls: number } | null {
  if (score.target === null) return null
  const runs = score.target - score.runs
  const balls = score.oversLimit * 6 - score.legalBalls
  return runs > 0 && balls > 0 ? { runs, balls } : null
}

/**
 * A player's squad key ("litton-das") written as a name ("Litton Das"), for a key the event's squads do not list
 * (the feed names players by key; a trader may not have entered the squads).
 */
export function playerNameFromKey(key: string): string {
  return key
    .split(/[-_]+/)
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ')
}

type Translate = (key: string, values?: Record<string, string | number>) => string

/** A ball's chip as the scoreboard shows it: runs in the language's digits, a short mark for a wicket or an extra. */
export function ballChipText({ kind, runs }: BallMeaning, t: Translate, language: Language): string {
  if (kind === 'wicket') return t('liveScore.ballShort.wicket')
  if (kind === 'wide') return t('liveScore.ballShort.wide')
  if (kind === 'noBall') return t('liveScore.ballShort.noBall')
  if (kind === 'noBallRuns')
    return `${t('liveScore.ballShort.noBall')}${inLanguageDigits(String(runs), language)}`
  return inLanguageDigits(String(runs), language)
}

/** A ball in words, for screen readers ("Four", "No-ball, 4 off the bat"). */
export function ballLabel({ kind, runs }: BallMeaning, t: Translate): string {
  return t(`liveScore.balls.${kind}`, { count: runs })
}

/**
 * A commentary line's label (its field `overs`, docs/live-feed.md) as shown and as said, in the reader's language:
 * the minute in football ("67'", "90+3'"), the set and its games in tennis ("Set 2, 3–2"), the over in cricket.
 */
export function commentaryLabelText(
  label: string,
  t: Translate,
  language: Language,
): { shown: string; spoken: string } {
  const minute = /^(\d{1,3})(?:\+(\d{1,2}))?'$/.exec(label)
  if (minute) {
    const values = { minute: Number(minute[1]), added: Number(minute[2] ?? 0) }
    return minute[2] === undefined
      ? {
          shown: t('liveScore.football.minute', values),
          spoken: t('liveScore.football.minuteSpoken', values),
        }
      : {
          shown: t('liveScore.football.minuteAdded', values),
          spoken: t('liveScore.football.minuteAddedSpoken', values),
        }
  }
  const set = /^Set (\d), (\d{1,2})–(\d{1,2})$/.exec(label)
  if (set) {
    const shown = t('liveScore.tennis.setGames', {
      set: Number(set[1]),
      home: Number(set[2]),
      away: Number(set[3]),
    })
    return { shown, spoken: shown }
  }
  const overs = oversText(label, language)
  return { shown: overs, spoken: t('liveScore.over', { overs }) }
}

/** Tennis points as called ("30", "AD"), in the language's digits and words. */
export function tennisPointText(point: string, t: Translate, language: Language): string {
  return point === 'AD' ? t('liveScore.tennis.advantage') : inLanguageDigits(point, language)
}

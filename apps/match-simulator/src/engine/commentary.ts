import type { LocalizedText } from '@khela/contracts/i18n'
import type { Delivery, DismissalMethod } from './ball-model.ts'
import { inBengaliDigits as bn } from './bengali-digits.ts'

/** One line for the ball just bowled, in English and Bengali: "12.3 Rubel Sarkar to Sajid Chowdhury, FOUR!". */

const runWords: Record<0 | 1 | 2 | 3 | 4 | 6, LocalizedText> = {
  0: { en: 'no run', bn: 'কোনো রান হলো না' },
  1: { en: 'a single', bn: 'এক রান' },
  2: { en: 'two runs', bn: 'দুই রান' },
  3: { en: 'three runs', bn: 'তিন রান' },
  4: { en: 'FOUR!', bn: 'চার!' },
  6: { en: 'SIX!', bn: 'ছক্কা!' },
}

export const dismissalNames: Record<DismissalMethod, LocalizedText> = {
  caught: { en: 'Caught', bn: 'ক্যাচ' },
  bowled: { en: 'Bowled', bn: 'বোল্ড' },
  lbw: { en: 'LBW', bn: 'এলবিডব্লিউ' },
  run_out: { en: 'Run out', bn: 'রান আউট' },
  stumped: { en: 'Stumped', bn: 'স্টাম্পড' },
  other: { en: 'Other', bn: 'অন্যান্য' },
}

function outcomeWords(delivery: Delivery, out: { runs: number; balls: number }): LocalizedText {
  if (delivery.kind === 'wide') return { en: 'wide', bn: 'ওয়াইড' }
  if (delivery.kind === 'noBall') {
    if (delivery.batRuns === 0) return { en: 'no-ball', bn: 'নো বল' }
    const off = runWords[delivery.batRuns]
    return { en: `no-ball, and ${off.en} off the bat`, bn: `নো বল, সঙ্গে ব্যাট থেকে ${off.bn}` }
  }
  if (delivery.kind === 'runs') return runWords[delivery.runs]
  const how = dismissalNames[delivery.method]
  return {
    en: `OUT! ${how.en}, gone for ${out.runs} (${out.balls})`,
    bn: `আউট! ${how.bn}, ${bn(out.balls)} বলে ${bn(out.runs)} রান করে ফিরলেন`,
  }
}

export function describeDelivery(ball: {
  label: string
  bowler: LocalizedText
  batter: LocalizedText
  delivery: Delivery
  batterFigures: { runs: number; balls: number }
}): LocalizedText {
  const words = outcomeWords(ball.delivery, ball.batterFigures)
  return {
    en: `${ball.label} ${ball.bowler.en} to ${ball.batter.en}, ${words.en}`,
    bn: `${bn(ball.label)} ${ball.bowler.bn} বল করলেন ${ball.batter.bn}কে, ${words.bn}`,
  }
}

export function describeInningsStart(team: LocalizedText, target: number | null): LocalizedText {
  if (target === null) return { en: `${team.en} will bat first.`, bn: `প্রথমে ব্যাট করবে ${team.bn}।` }
  return {
    en: `${team.en} need ${target} to win from 20 overs.`,
    bn: `জয়ের জন্য ২০ ওভারে ${team.bn}কে করতে হবে ${bn(target)} রান।`,
  }
}

export function describeMatchEnd(
  winner: { team: LocalizedText; by: 'runs' | 'wickets'; margin: number } | null,
): LocalizedText {
  if (!winner) return { en: 'Match tied', bn: 'ম্যাচ টাই' }
  const unit = winner.by === 'runs' ? { en: 'runs', bn: 'রানে' } : { en: 'wickets', bn: 'উইকেটে' }
  return {
    en: `${winner.team.en} won by ${winner.margin} ${winner.margin === 1 ? unit.en.slice(0, -1) : unit.en}`,
    bn: `${winner.team.bn} ${bn(winner.margin)} ${unit.bn} জিতেছে`,
  }
}

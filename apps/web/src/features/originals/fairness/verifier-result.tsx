import { MINES_TILES } from '@khela/contracts/fairness-games'
import { useTranslation } from '../../../lib/i18n.ts'
import { formatMultiplier } from '../shared/format-multiplier.ts'
import type { RecomputedOutcome } from './recompute-outcome.ts'

/** Hundredths as a roll reads: 38 → "0.38". */
function formatRoll(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`
}

/** What the browser computed, with the seed checks beside it. */
export function VerifierResult({ outcome }: { outcome: RecomputedOutcome }) {
  const { t } = useTranslation()
  const rows: { term: string; value: string }[] = []
  const notes: { text: string; isProblem: boolean }[] = []

  if (outcome.kind === 'crash') {
    rows.push({ term: t('fairness.result.crashPoint'), value: formatMultiplier(outcome.crashPoint) })
    notes.push(
      !outcome.hasCommitment
        ? { text: t('fairness.result.noCommitment'), isProblem: false }
        : outcome.roundNumber === null
          ? { text: t('fairness.result.roundNotFound'), isProblem: true }
          : { text: t('fairness.result.roundFound', { count: outcome.roundNumber }), isProblem: false },
    )
    if (outcome.isLinkedToPrevious !== null)
      notes.push(
        outcome.isLinkedToPrevious
          ? { text: t('fairness.result.linkOk'), isProblem: false }
          : { text: t('fairness.result.linkBroken'), isProblem: true },
      )
    if (outcome.isSaltDerived !== null)
      notes.push(
        outcome.isSaltDerived
          ? { text: t('fairness.result.saltOk'), isProblem: false }
          : { text: t('fairness.result.saltMismatch'), isProblem: true },
      )
  } else {
    const { result } = outcome
    const verdict = (isWin: boolean, multiplier: number) =>
      isWin
        ? t('fairness.result.win', { multiplier: formatMultiplier(multiplier) })
        : t('fairness.result.loss')
    if (result.game === 'dice') {
      rows.push({ term: t('fairness.result.roll'), value: formatRoll(result.roll) })
      rows.push({ term: t('fairness.result.title'), value: verdict(result.isWin, result.multiplier) })
    } else if (result.game === 'limbo') {
      rows.push({ term: t('fairness.result.limboResult'), value: formatMultiplier(result.result) })
      rows.push({ term: t('fairness.result.title'), value: verdict(result.isWin, result.multiplier) })
    } else if (result.game === 'heads_tails') {
      rows.push({ term: t('fairness.result.side'), value: t(`fairness.verifier.${result.side}`) })
      rows.push({ term: t('fairness.result.title'), value: verdict(result.isWin, result.multiplier) })
    } else {
      rows.push({ term: t('fairness.result.mines'), value: result.layout.join(', ') })
    }
    if (outcome.isHashMatching !== null) {
      notes.push(
        outcome.isHashMatching
          ? { text: t('fairness.result.hashOk'), isProblem: false }
          : { text: t('fairness.result.hashMismatch'), isProblem: true },
      )
    }
    notes.push({
      text: t('fairness.result.computedHash', { hash: outcome.serverSeedHash }),
      isProblem: false,
    })
  }

  return (
    <section
      aria-labelledby="fairness-result"
      className="space-y-3 rounded-xl border border-gold-500/30 bg-night-900/60 p-4"
    >
      <h3 id="fairness-result" className="text-sm font-bold text-white">
        {t('fairness.result.title')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="text-slate-400">{row.term}</dt>
            <dd className="font-bold tabular-nums text-white">{row.value}</dd>
          </div>
        ))}
      </dl>
      {outcome.kind === 'seeded' && outcome.result.game === 'mines' && (
        <MinesBoard layout={outcome.result.layout} />
      )}
      {notes.map((note) => (
        <p
          key={note.text}
          className={`break-all text-xs ${note.isProblem ? 'font-semibold text-ember-500' : 'text-slate-400'}`}
        >
          {note.text}
        </p>
      ))}
    </section>
  )
}

function MinesBoard({ layout }: { layout: number[] }) {
  const mines = new Set(layout)
  return (
    <div aria-hidden className="grid w-40 grid-cols-5 gap-1">
      {Array.from({ length: MINES_TILES }, (_, tile) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the 25 tiles are fixed positions
          key={tile}
          className={`aspect-square rounded ${mines.has(tile) ? 'bg-ember-500' : 'bg-night-700'}`}
        />
      ))}
    </div>
  )
}

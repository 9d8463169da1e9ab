import type { EndedCrashRound } from '@khela/contracts/originals'
import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { EndedCrashRoundsTable } from './ended-crash-rounds-table.tsx'
import { FairnessExplainer } from './fairness-explainer.tsx'
import { FairnessVectorsTable } from './fairness-vectors-table.tsx'
import { Verifier } from './verifier.tsx'

/**
 * /fairness: the scheme in plain words (every rule of docs/fairness.md, with its test vectors) and a verifier that recomputes any outcome in the browser. `?bet=<id>` fills
 * the verifier with one of the player's bets (its inputs only; the server never sends the answer for the check); the
 * list of ended Crash rounds fills it with any round, for anyone.
 */
export function FairnessPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const betId = params.get('bet')?.trim() || null
  const [roundToVerify, setRoundToVerify] = useState<EndedCrashRound | null>(null)
  return (
    <>
      <PageHeader title={t('fairness.title')} icon={ShieldCheck} />
      <p className="mb-4 max-w-3xl text-sm leading-relaxed text-slate-300">{t('fairness.intro')}</p>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Verifier key={betId ?? ''} betId={betId} crashRound={roundToVerify} />
        <FairnessExplainer />
      </div>
      <div className="mt-6">
        <EndedCrashRoundsTable onVerify={(round) => setRoundToVerify({ ...round })} />
      </div>
      <div className="mt-6">
        <FairnessVectorsTable />
      </div>
    </>
  )
}

import type { BetFairnessInputs } from '@khela/contracts/originals'
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { rotateSeeds, seedsQueryKey } from '../shared/originals-api.ts'

/**
 * Where the prefilled inputs stand: loading, failed, ready, or waiting for a secret seed — which, for a per-bet game,
 * the player reveals by rotating their seed pair (then the inputs are loaded again).
 */
export function BetInputsNotice({
  betId,
  query,
}: {
  betId: string
  query: UseQueryResult<BetFairnessInputs>
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const rotate = useMutation({
    mutationFn: () => rotateSeeds({}),
    meta: { showsOwnError: true },
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: seedsQueryKey })
      await query.refetch()
    },
  })

  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-400">
        {t('fairness.bet.loading')}
      </p>
    )
  }
  if (query.isError) {
    return (
      <Notice tone="error" text={`${t('fairness.bet.loadFailed')} ${errorMessage(query.error)}`}>
        <button type="button" onClick={() => query.refetch()} className={buttonClass('outline', 'sm')}>
          {t('actions.retry')}
        </button>
      </Notice>
    )
  }
  const { seeded, crash } = query.data
  if (seeded && seeded.serverSeed === null) {
    return (
      <Notice tone="warning" text={t('fairness.bet.secret')}>
        <button
          type="button"
          disabled={rotate.isPending}
          aria-busy={rotate.isPending}
          onClick={() => rotate.mutate()}
          className={buttonClass('gold', 'sm')}
        >
          {rotate.isPending ? t('fairness.bet.rotating') : t('fairness.bet.rotate')}
        </button>
        {rotate.isError && (
          <p role="alert" className="w-full text-sm text-ember-500">
            {`${t('fairness.bet.rotateFailed')} ${errorMessage(rotate.error)}`}
          </p>
        )}
      </Notice>
    )
  }
  if (crash && crash.roundSeed === null) {
    return (
      <Notice tone="warning" text={t('fairness.bet.roundRunning')}>
        <button
          type="button"
          disabled={query.isFetching}
          onClick={() => query.refetch()}
          className={buttonClass('outline', 'sm')}
        >
          {t('fairness.bet.reload')}
        </button>
      </Notice>
    )
  }
  return <Notice tone="info" text={t('fairness.bet.loaded', { id: betId })} />
}

const tones = {
  info: 'border-jade-500/40 bg-jade-500/10',
  warning: 'border-gold-500/40 bg-gold-500/10',
  error: 'border-ember-500/40 bg-ember-500/10',
}

function Notice({ tone, text, children }: { tone: keyof typeof tones; text: string; children?: ReactNode }) {
  return (
    <div className={`space-y-3 rounded-xl border p-3 text-sm text-slate-200 ${tones[tone]}`}>
      <p>{text}</p>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  )
}

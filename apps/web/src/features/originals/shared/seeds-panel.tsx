import { clientSeedInput, type SeedsView } from '@khela/contracts/originals'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { type DemoSeeds, demoSeeds, useDemoSeeds } from './demo-seeds.ts'
import { rotateSeeds, seedsQueryKey, useSeeds } from './originals-api.ts'
import { originalsFieldText } from './originals-error-text.ts'
import type { GameMode } from './use-game-mode.ts'

interface SeedsShown {
  serverSeedHash: string
  clientSeed: string
  nextNonce: number
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; betCount: number } | null
}

const fromServer = (view: SeedsView): SeedsShown => ({
  serverSeedHash: view.active.serverSeedHash,
  clientSeed: view.active.clientSeed,
  nextNonce: view.active.nextNonce,
  previous: view.previous,
})

const fromDemo = (seeds: DemoSeeds): SeedsShown => seeds

/** The provably fair seeds of the player (or of the demo): the server seed's hash, client seed, nonce, Rotate. */
export function SeedsPanel({ mode }: { mode: GameMode }) {
  return mode === 'demo' ? <DemoSeedsPanel /> : <RealSeedsPanel />
}

function RealSeedsPanel() {
  const queryClient = useQueryClient()
  const seeds = useSeeds()
  const rotate = useMutation({
    mutationFn: rotateSeeds,
    onSuccess: (view) => queryClient.setQueryData(seedsQueryKey, view),
    meta: { showsOwnError: true },
  })
  return (
    <SeedsCard
      seeds={seeds.data ? fromServer(seeds.data) : null}
      loadError={seeds.isError ? errorMessage(seeds.error) : null}
      isRotating={rotate.isPending}
      rotateError={rotate.isError ? rotate.error : null}
      onRotate={(clientSeed) => rotate.mutateAsync({ clientSeed }).then(() => undefined)}
    />
  )
}

function DemoSeedsPanel() {
  const seeds = useDemoSeeds()
  const [isRotating, setIsRotating] = useState(false)
  return (
    <SeedsCard
      seeds={seeds ? fromDemo(seeds) : null}
      loadError={null}
      isRotating={isRotating}
      rotateError={null}
      onRotate={async (clientSeed) => {
        setIsRotating(true)
        try {
          await demoSeeds.rotate(clientSeed)
        } finally {
          setIsRotating(false)
        }
      }}
    />
  )
}

function SeedsCard({
  seeds,
  loadError,
  isRotating,
  rotateError,
  onRotate,
}: {
  seeds: SeedsShown | null
  loadError: string | null
  isRotating: boolean
  rotateError: unknown
  onRotate: (clientSeed: string) => Promise<void>
}) {
  const { t } = useTranslation()
  const [clientSeed, setClientSeed] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const current = seeds?.clientSeed
  useEffect(() => {
    if (current !== undefined) setClientSeed(current)
  }, [current])

  const submit = async () => {
    const parsed = clientSeedInput.safeParse(clientSeed)
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'INVALID_FORMAT')
      return
    }
    setFieldError(null)
    await onRotate(parsed.data).catch(() => undefined)
  }

  return (
    <section aria-labelledby="seeds-heading" className="rounded-2xl border border-night-700 bg-night-850 p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="seeds-heading" className="text-sm font-bold uppercase tracking-wide text-slate-300">
          {t('originals.seeds.title')}
        </h2>
        <Link to="/fairness" className="text-xs font-semibold text-gold-300 hover:underline">
          {t('originals.seeds.fairness')}
        </Link>
      </div>
      {loadError && <p role="alert">{loadError}</p>}
      {seeds && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
          className="space-y-3 text-sm"
        >
          <SeedLine label={t('originals.seeds.serverSeedHash')} value={seeds.serverSeedHash} />
          <FormField
            label={t('originals.seeds.clientSeed')}
            error={fieldError ? originalsFieldText(fieldError) : undefined}
          >
            {(control) => (
              <input
                {...control}
                value={clientSeed}
                onChange={(event) => setClientSeed(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                className={`${inputClass} font-mono`}
              />
            )}
          </FormField>
          <SeedLine label={t('originals.seeds.nonce')} value={String(seeds.nextNonce)} />
          <FormFailure message={rotateError ? errorMessage(rotateError) : null} />
          <button
            type="submit"
            disabled={isRotating}
            aria-busy={isRotating}
            className="h-10 w-full rounded-lg border border-night-500 bg-night-800 text-sm font-bold uppercase text-slate-100 hover:border-gold-500 hover:text-gold-300 disabled:opacity-50"
          >
            {t('originals.seeds.rotate')}
          </button>
          <p className="text-xs text-slate-400">{t('originals.seeds.rotateHint')}</p>
          {seeds.previous && (
            <div className="space-y-2 rounded-lg bg-night-800 p-3">
              <h3 className="text-xs font-bold uppercase text-slate-300">{t('originals.seeds.previous')}</h3>
              <SeedLine label={t('originals.seeds.revealedServerSeed')} value={seeds.previous.serverSeed} />
              <SeedLine label={t('originals.seeds.serverSeedHash')} value={seeds.previous.serverSeedHash} />
              <SeedLine label={t('originals.seeds.clientSeed')} value={seeds.previous.clientSeed} />
              <SeedLine label={t('originals.seeds.betCount')} value={String(seeds.previous.betCount)} />
            </div>
          )}
        </form>
      )}
    </section>
  )
}

function SeedLine({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs font-semibold text-slate-400">{label}</p>
      <p className="break-all font-mono text-xs text-slate-200">{value}</p>
    </div>
  )
}

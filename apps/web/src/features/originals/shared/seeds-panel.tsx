import { rotateSeedsInput, type SeedsView } from '@khela/contracts/originals'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { latinTextLanguage } from '../../../lib/text-language.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { type DemoSeeds, demoSeeds, useDemoSeeds } from './demo-seeds.ts'
import { rotateSeeds, seedsQueryKey, useSeeds } from './originals-api.ts'
import { originalsFieldText } from './originals-error-text.ts'
import type { GameMode } from './use-game-mode.ts'

interface SeedsShown {
  serverSeedHash: string
  /** The committed next server seed's hash (real money only: the demo makes its seeds in this browser). */
  nextServerSeedHash?: string
  clientSeed: string
  nextNonce: number
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; betCount: number } | null
}

const fromServer = (view: SeedsView): SeedsShown => ({
  serverSeedHash: view.active.serverSeedHash,
  nextServerSeedHash: view.active.nextServerSeedHash,
  clientSeed: view.active.clientSeed,
  nextNonce: view.active.nextNonce,
  previous: view.previous,
})

const fromDemo = (seeds: DemoSeeds): SeedsShown => seeds

/** Rotate sends the client seed typed, which the form requires though the API may pick one itself. */
const seedsForm = rotateSeedsInput.required()

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
      onRotate={(clientSeed) => rotate.mutateAsync({ clientSeed })}
    />
  )
}

function DemoSeedsPanel() {
  const seeds = useDemoSeeds()
  return (
    <SeedsCard
      seeds={seeds ? fromDemo(seeds) : null}
      loadError={null}
      onRotate={(clientSeed) => demoSeeds.rotate(clientSeed)}
    />
  )
}

function SeedsCard({
  seeds,
  loadError,
  onRotate,
}: {
  seeds: SeedsShown | null
  loadError: string | null
  onRotate: (clientSeed: string) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const form = useZodForm(seedsForm, { clientSeed: '' })
  const { failure, clear, fail } = useSubmitFailure(form.setError, ['clientSeed'])
  const { errors, isSubmitting: isRotating } = form.formState
  const current = seeds?.clientSeed
  const { reset } = form
  // The seed in use fills the field: on load, and after each rotation.
  useEffect(() => {
    if (current !== undefined) reset({ clientSeed: current })
  }, [current, reset])

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
          onSubmit={form.handleSubmit(({ clientSeed }) => {
            clear()
            return onRotate(clientSeed).catch(fail)
          })}
          className="space-y-3 text-sm"
        >
          <SeedLine label={t('originals.seeds.serverSeedHash')} value={seeds.serverSeedHash} />
          <FormField
            label={t('originals.seeds.clientSeed')}
            error={errors.clientSeed?.message && originalsFieldText(errors.clientSeed.message)}
          >
            {(control) => (
              <input
                {...control}
                {...form.register('clientSeed')}
                autoComplete="off"
                spellCheck={false}
                className={`${inputClass} font-mono`}
              />
            )}
          </FormField>
          <SeedLine
            label={t('originals.seeds.nonce')}
            value={formatNumber(seeds.nextNonce, currentLanguage())}
          />
          {seeds.nextServerSeedHash && (
            <SeedLine label={t('originals.seeds.nextServerSeedHash')} value={seeds.nextServerSeedHash} />
          )}
          <FormFailure message={failure} />
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
              <SeedLine
                label={t('originals.seeds.betCount')}
                value={formatNumber(seeds.previous.betCount, currentLanguage())}
              />
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
      {/* Seeds and hashes are read letter by letter in Latin: marked English so a Bengali voice does not guess. */}
      <p lang={latinTextLanguage(value)} className="break-all font-mono text-xs text-slate-200">
        {value}
      </p>
    </div>
  )
}

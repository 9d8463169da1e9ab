import type { GameDetail } from '@khela/contracts/catalog'
import { originalGamePaths } from '@khela/contracts/originals-paths'
import { Gamepad2 } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { useGameDetail } from '../../components/games/use-game-detail.ts'
import { usePlayerId } from '../../components/games/use-player-games.ts'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { NotFoundPage } from '../../components/ui/not-found-page.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { openModal } from '../../lib/modal-store.ts'
import { useSession } from '../../lib/use-session.ts'
import { ProviderFrame } from './provider-frame.tsx'
import { useGameDemo, useLaunchGame } from './use-launch-game.ts'

/**
 * `/play/:slug`: where PLAY leads (real money, players only) and, with `?mode=demo`, DEMO (play money, anyone,
 * in its own tab). A Khela Original opens at its own page (demo stays demo); other games cannot start yet, so
 * both show the game and say so.
 */
export function PlayPage() {
  const { t } = useTranslation()
  const { slug = '' } = useParams()
  const [params] = useSearchParams()
  const isDemo = params.get('mode') === 'demo'
  const detail = useGameDetail(slug)

  if (detail.error instanceof ApiError && detail.error.code === 'NOT_FOUND') {
    return <NotFoundPage heading={t('play.notFound')} />
  }
  const game = detail.data
  if (game?.original) {
    const path = originalGamePaths[game.original]
    if (isDemo) return <Navigate to={`${path}?mode=demo`} replace />
    return <OriginalLaunch slug={slug} path={path} />
  }
  return (
    <ProviderLaunch slug={slug} game={game} isDemo={isDemo}>
      {(stage) => (
        <>
          <PageHeader title={game?.title ?? t('play.title')} icon={Gamepad2} />
          {detail.isError && <p role="alert">{errorMessage(detail.error)}</p>}
          {!game && !detail.isError && <Spinner label={t('status.loading')} />}
          {game && (
            <GameStage game={game} isDemo={isDemo}>
              {stage}
            </GameStage>
          )}
        </>
      )}
    </ProviderLaunch>
  )
}

/**
 * A provider's game: PLAY launches it (a player's launch session) and DEMO asks for its demo page; either opens
 * in the provider's frame. Until then, or when it cannot start, the game's card says why (`children`).
 */
function ProviderLaunch({
  slug,
  game,
  isDemo,
  children,
}: {
  slug: string
  game: GameDetail | undefined
  isDemo: boolean
  children: (stage: ReactNode) => ReactNode
}) {
  const { t } = useTranslation()
  const demo = useGameDemo(slug, isDemo && Boolean(game?.hasDemo))
  const [launchedUrl, setLaunchedUrl] = useState<string | null>(null)
  const url = isDemo ? demo.data?.url : launchedUrl
  if (game && url)
    return <ProviderFrame url={url} title={game.title} isDemo={isDemo} bonusProduct={game.bonusProduct} />
  if (isDemo)
    return children(
      demo.isPending && game?.hasDemo ? <Spinner label={t('play.starting')} /> : <NotAvailable />,
    )
  return children(<RealMoneyLaunch slug={slug} onLaunched={setLaunchedUrl} />)
}

function GameStage({ game, isDemo, children }: { game: GameDetail; isDemo: boolean; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-night-700 bg-night-850 px-5 py-8 text-center">
      <img
        src={game.art.src}
        srcSet={game.art.srcSet || undefined}
        sizes="12rem"
        width={game.art.width}
        height={game.art.height}
        alt=""
        className="size-48 rounded-xl object-cover ring-1 ring-night-600"
      />
      <div>
        <p className="text-sm text-slate-400">{game.provider.name}</p>
        <p className="mt-1 text-xs font-bold uppercase tracking-wider text-gold-400">
          {isDemo ? t('play.demoMode') : t('play.realMode')}
        </p>
      </div>
      {children}
    </section>
  )
}

function NotAvailable() {
  const { t } = useTranslation()
  return (
    <div role="status" className="rounded-xl border border-gold-500/30 bg-gold-500/10 px-4 py-3">
      <p className="font-bold text-white">{t('play.unavailable')}</p>
      <p className="mt-1 text-sm text-slate-300">{t('play.unavailableBody')}</p>
    </div>
  )
}

/**
 * A Khela Original: a player's launch is recorded (it joins their recent games) and the answer's page opened; anyone
 * else goes straight to the game's page, which asks a visitor to sign in for real money itself.
 */
function OriginalLaunch({ slug, path }: { slug: string; path: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const playerId = usePlayerId()
  const { mutate } = useLaunchGame(playerId)
  const launched = useRef<string | null>(null)

  useEffect(() => {
    if (!playerId || launched.current === slug) return
    launched.current = slug
    mutate(slug, { onSettled: (answer) => void navigate(answer?.path ?? path, { replace: true }) })
  }, [playerId, slug, path, mutate, navigate])

  if (session.data && !playerId) return <Navigate to={path} replace />
  return <Spinner label={t('play.starting')} />
}

/** Real money needs a player: a visitor is asked to sign in; a player's launch is recorded, then answered. */
function RealMoneyLaunch({ slug, onLaunched }: { slug: string; onLaunched: (url: string) => void }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const session = useSession()
  const playerId = usePlayerId()
  const launch = useLaunchGame(playerId)
  const launched = useRef<string | null>(null)
  const { mutate } = launch

  useEffect(() => {
    if (!playerId || launched.current === slug) return
    launched.current = slug
    mutate(slug, { onSuccess: (answer) => answer.url && onLaunched(answer.url) })
  }, [playerId, slug, mutate, onLaunched])

  if (!session.data) return <Spinner label={t('status.loading')} />
  if (!session.data.user) {
    return (
      <div className="space-y-3">
        <p className="text-slate-300">{t('sections.pleaseLoginFirst')}</p>
        <button
          type="button"
          onClick={() => openModal('sign-in', { returnTo: `${pathname}${search}` })}
          className={buttonClass('gold')}
        >
          {t('play.signIn')}
        </button>
      </div>
    )
  }
  if (!playerId) return <p className="text-slate-300">{t('play.playersOnly')}</p>
  if (launch.isError) return <p role="alert">{errorMessage(launch.error)}</p>
  if (!launch.data) return <Spinner label={t('play.starting')} />
  return <NotAvailable />
}

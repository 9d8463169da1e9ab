import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { localeFor } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { useGameDetail } from './use-game-detail.ts'

/** RTP in basis points (9650) as the reader's percentage (96.50%, or in Bengali digits). */
function formatRtp(basisPoints: number): string {
  return new Intl.NumberFormat(localeFor(currentLanguage()), {
    style: 'percent',
    minimumFractionDigits: 2,
  }).format(basisPoints / 10_000)
}

/** The (i) panel over a tile: studio, RTP and the lobby categories the game is in. */
export function GameInfoPanel({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { t } = useTranslation()
  const detail = useGameDetail(slug)
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => panel.current?.focus(), [])
  const language = currentLanguage()
  const game = detail.data

  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={t('catalog.tile.infoTitle', { title: game?.title ?? '' })}
      tabIndex={-1}
      className="absolute inset-0 z-20 overflow-y-auto bg-night-950/95 p-2.5 text-left text-xs leading-snug text-slate-300"
    >
      <button
        type="button"
        aria-label={t('actions.close')}
        onClick={onClose}
        className="float-right -mr-1 -mt-1 grid size-7 place-items-center rounded-full text-slate-300 hover:text-white"
      >
        <X aria-hidden size={15} />
      </button>
      {detail.isError && <p role="alert">{t('catalog.tile.infoFailed')}</p>}
      {!game && !detail.isError && <p>{t('status.loading')}</p>}
      {game && (
        <dl className="space-y-1.5">
          <div>
            <dt className="font-semibold text-slate-400">{t('catalog.tile.provider')}</dt>
            <dd className="font-bold text-white">{game.provider.name}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-400">{t('catalog.tile.rtp')}</dt>
            <dd className="font-bold text-white">
              {game.rtpBasisPoints === null ? t('catalog.tile.rtpUnknown') : formatRtp(game.rtpBasisPoints)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-400">{t('catalog.tile.categories')}</dt>
            <dd className="text-white">
              {game.categories.map((category) => category.name[language]).join(', ')}
            </dd>
          </div>
        </dl>
      )}
    </div>
  )
}

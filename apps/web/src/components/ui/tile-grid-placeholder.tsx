import type { LucideIcon } from 'lucide-react'
import { EmptyState } from './empty-state.tsx'

interface TileGridPlaceholderProps {
  icon: LucideIcon
  title: string
  body: string
}

const ghostTiles = Array.from({ length: 10 }, (_, index) => index)

/** An empty game grid: the shape of the tiles to come, faded, under a message saying what will fill it. */
export function TileGridPlaceholder({ icon, title, body }: TileGridPlaceholderProps) {
  return (
    <div className="relative">
      <div
        aria-hidden
        className="grid grid-cols-2 gap-2 opacity-40 [mask-image:linear-gradient(to_bottom,black,transparent)] sm:grid-cols-4 sm:gap-3 xl:grid-cols-5 2xl:grid-cols-7"
      >
        {ghostTiles.map((tile) => (
          <div
            key={tile}
            className="aspect-[4/5] rounded-xl border border-night-700 bg-linear-to-br from-night-700 to-night-850"
          />
        ))}
      </div>
      <div className="absolute inset-x-0 top-6 px-2 sm:top-10">
        <EmptyState icon={icon} title={title} body={body} />
      </div>
    </div>
  )
}

import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

interface PageHeaderProps {
  title: string
  icon?: LucideIcon
  /** Right-hand side of the title bar: counts, filters, actions. */
  aside?: ReactNode
}

/** The title bar every page starts with; it also names the browser tab. */
export function PageHeader({ title, icon: Icon, aside }: PageHeaderProps) {
  return (
    <header className="mb-4 flex items-center justify-between gap-3 rounded-xl border border-night-700 bg-linear-to-r from-night-800 to-night-850 px-4 py-3">
      <title>{`${title} · Khela`}</title>
      {/* Focused by a change of page (app/player-layout.tsx) only to be read out: it is not a control. */}
      <h1 className="focus:outline-none flex min-w-0 items-center gap-2.5 text-lg font-extrabold tracking-tight text-white sm:text-xl">
        {Icon && (
          <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-gold-500/15 text-gold-400">
            <Icon aria-hidden size={18} />
          </span>
        )}
        <span className="truncate">{title}</span>
      </h1>
      {aside}
    </header>
  )
}

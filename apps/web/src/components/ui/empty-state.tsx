import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

interface EmptyStateProps {
  icon: LucideIcon
  title: string
  body: string
  action?: ReactNode
}

/** What a page shows while its content does not exist yet: what will be here and, if any, what to do now. */
export function EmptyState({ icon: Icon, title, body, action }: EmptyStateProps) {
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed border-night-600 bg-night-850/60 px-6 py-12 text-center">
      <span className="mb-4 grid size-14 place-items-center rounded-2xl bg-linear-to-br from-gold-500/20 to-jade-500/10 text-gold-400 ring-1 ring-gold-500/30">
        <Icon aria-hidden size={26} />
      </span>
      <h2 className="text-lg font-bold text-white">{title}</h2>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-400">{body}</p>
      {action && <div className="mt-6">{action}</div>}
    </section>
  )
}

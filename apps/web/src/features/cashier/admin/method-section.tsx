import type { ReactNode } from 'react'

export const checkboxClass = 'size-4 accent-gold-500'
export const iconButtonClass =
  'grid size-9 shrink-0 place-items-center rounded-lg border border-night-600 text-slate-300 hover:border-gold-500 hover:text-gold-300 disabled:opacity-40'

/** One titled group of the method editor's fields. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-night-700 p-3">
      <legend className="px-1 text-xs font-bold uppercase tracking-wide text-gold-400">{title}</legend>
      {children}
    </fieldset>
  )
}

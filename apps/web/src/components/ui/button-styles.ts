/** Shared looks for buttons and button-like links, so every call to action on the site reads the same. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-bold uppercase tracking-wide transition disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50'

const variants = {
  gold: 'bg-linear-to-b from-gold-400 to-gold-600 text-night-950 shadow-md shadow-gold-600/20 hover:from-gold-300 hover:to-gold-500',
  jade: 'bg-linear-to-b from-jade-400 to-jade-600 text-night-950 shadow-md shadow-jade-600/20 hover:from-jade-400 hover:to-jade-500',
  outline: 'border border-night-500 bg-night-800 text-slate-100 hover:border-gold-500 hover:text-gold-300',
  ghost: 'text-slate-300 hover:bg-night-700 hover:text-white',
  /** Irreversible actions: deleting, banning. */
  danger: 'border border-ember-500/60 bg-ember-500/10 text-ember-400 hover:bg-ember-500/20',
}

const sizes = {
  sm: 'h-9 px-3 text-xs',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-sm',
}

export function buttonClass(variant: keyof typeof variants, size: keyof typeof sizes = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`
}

interface SpinnerProps {
  label: string
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-slate-400">
      <span className="size-5 animate-spin rounded-full border-2 border-night-600 border-t-gold-400" />
      {label}
    </div>
  )
}

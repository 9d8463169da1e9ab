import type { ReactNode } from 'react'

/**
 * Why a form could not be saved, when the reason belongs to no single field; announced as an alert. `action` is
 * what the player can do about it (a link), shown inside the alert.
 */
export function FormFailure({ message, action }: { message: string | null; action?: ReactNode }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="rounded-lg border border-ember-500/40 bg-ember-500/10 px-3 py-2 text-sm text-ember-400"
    >
      {message}
      {action && <> {action}</>}
    </p>
  )
}

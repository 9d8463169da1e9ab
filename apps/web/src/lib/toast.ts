import { useSyncExternalStore } from 'react'

type ToastKind = 'success' | 'error' | 'warning' | 'info'

// sonner loads once the page is idle, not with the lobby; its Toaster replays toasts raised before it mounted.
let isToasterNeeded = false
const listeners = new Set<() => void>()

/**
 * Puts the toast region in the page, still empty. A live region that arrives together with its first message is
 * often not read out, so the app asks for it as soon as it is idle after starting (app/toast-host.tsx).
 */
export function prepareToaster(): void {
  if (isToasterNeeded) return
  isToasterNeeded = true
  for (const listener of listeners) listener()
}

/**
 * Shows a toast. Its id is the message itself unless one is given, so the same words raised again (a second
 * failed attempt) replace the toast that says them instead of stacking a copy under it.
 */
export function notify(kind: ToastKind, message: string, options: { id?: string } = {}): void {
  prepareToaster()
  void import('sonner').then(({ toast }) => {
    toast[kind](message, { id: options.id ?? message })
  })
}

/** Takes back a toast raised with `id` whose news no longer holds (the form it spoke of was edited since). */
export function dismissToast(id: string): void {
  if (!isToasterNeeded) return
  void import('sonner').then(({ toast }) => {
    toast.dismiss(id)
  })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useIsToasterNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isToasterNeeded,
    () => false,
  )
}

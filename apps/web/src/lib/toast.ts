import { useSyncExternalStore } from 'react'

type ToastKind = 'success' | 'error' | 'warning' | 'info'

// sonner loads with the first toast, not with the lobby; its Toaster replays toasts raised before it mounted.
let isToasterNeeded = false
const listeners = new Set<() => void>()

export function notify(kind: ToastKind, message: string, options: { id?: string } = {}): void {
  if (!isToasterNeeded) {
    isToasterNeeded = true
    for (const listener of listeners) listener()
  }
  void import('sonner').then(({ toast }) => {
    toast[kind](message, options)
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

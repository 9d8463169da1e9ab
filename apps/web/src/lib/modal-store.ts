import { useSyncExternalStore } from 'react'

/** Modals any part of the site may open; the app's modal host decides what each one shows. */
export type ModalName = 'sign-in' | 'registration'

let openModalName: ModalName | null = null
const listeners = new Set<() => void>()

function publish(next: ModalName | null): void {
  openModalName = next
  for (const listener of listeners) listener()
}

export function openModal(name: ModalName): void {
  publish(name)
}

export function closeModal(): void {
  publish(null)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOpenModalName(): ModalName | null {
  return useSyncExternalStore(
    subscribe,
    () => openModalName,
    () => null,
  )
}

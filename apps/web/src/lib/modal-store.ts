import { useSyncExternalStore } from 'react'

/** The account modals, which may swap one for the other; the app's modal host decides what each one shows. */
export type ModalName = 'sign-in' | 'registration'

/** What a player who signed up with Google still owes: phone, age, country, consent. */
export type CompletionName = 'complete-registration'

/** Modals that only tell the player something and close on OK. */
export type NoticeName = 'section-unavailable'

/** The cashier's modals, for signed-in players. */
export type CashierModalName = 'deposit'

export type AnyModalName = ModalName | CompletionName | NoticeName | CashierModalName

interface OpenModalOptions {
  /** Where the player was going when the modal interrupted them; signing in takes them there. */
  returnTo?: string
}

let openModalName: AnyModalName | null = null
let returnTo: string | undefined
const listeners = new Set<() => void>()

function publish(next: AnyModalName | null): void {
  openModalName = next
  for (const listener of listeners) listener()
}

export function openModal(name: AnyModalName, options: OpenModalOptions = {}): void {
  returnTo = options.returnTo
  publish(name)
}

/** Switches to another modal and keeps the page the player was going to. */
export function switchModal(name: ModalName): void {
  publish(name)
}

export function closeModal(): void {
  returnTo = undefined
  isBusy = false
  publish(null)
}

let isBusy = false

/** While the open modal sends something (a deposit), the player cannot close it by Escape, backdrop or ✕. */
export function setModalBusy(busy: boolean): void {
  isBusy = busy
}

/** A close the player asked for: ignored while the modal is busy. */
export function dismissModal(): void {
  if (!isBusy) closeModal()
}

/** The page the open modal was asked to lead to, if any. */
export function modalReturnTo(): string | undefined {
  return returnTo
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOpenModalName(): AnyModalName | null {
  return useSyncExternalStore(
    subscribe,
    () => openModalName,
    () => null,
  )
}

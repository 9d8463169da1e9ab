import { afterEach, describe, expect, it } from 'vitest'
import {
  closeModal,
  dismissModal,
  modalReturnTo,
  openModal,
  setModalBusy,
  switchModal,
} from './modal-store.ts'

describe('modal store', () => {
  afterEach(() => closeModal())

  it('carries the page the player was going to', () => {
    openModal('sign-in', { returnTo: '/deposit' })
    expect(modalReturnTo()).toBe('/deposit')
  })

  it('keeps it when switching modals and forgets it on close', () => {
    openModal('registration', { returnTo: '/casino' })
    switchModal('sign-in')
    expect(modalReturnTo()).toBe('/casino')
    closeModal()
    expect(modalReturnTo()).toBeUndefined()
  })

  it('opening without one forgets an earlier one', () => {
    openModal('sign-in', { returnTo: '/casino' })
    openModal('sign-in')
    expect(modalReturnTo()).toBeUndefined()
  })

  it('ignores the player closing a busy modal, but closes it when the app does', () => {
    openModal('deposit', { returnTo: '/deposit' })
    setModalBusy(true)
    dismissModal()
    expect(modalReturnTo()).toBe('/deposit')
    setModalBusy(false)
    dismissModal()
    expect(modalReturnTo()).toBeUndefined()

    openModal('deposit', { returnTo: '/deposit' })
    setModalBusy(true)
    closeModal()
    expect(modalReturnTo()).toBeUndefined()
    openModal('deposit', { returnTo: '/deposit' })
    dismissModal()
    expect(modalReturnTo()).toBeUndefined()
  })
})

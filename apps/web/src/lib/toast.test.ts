import { beforeEach, describe, expect, it, vi } from 'vitest'

const toast = { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn(), dismiss: vi.fn() }
vi.mock('sonner', () => ({ toast }))

const { notify } = await import('./toast.ts')

describe('notify', () => {
  beforeEach(() => vi.clearAllMocks())

  it('gives a toast its message as its id, so the same words raised twice show once', async () => {
    notify('error', 'The details could not be loaded.')
    notify('error', 'The details could not be loaded.')
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2))
    expect(toast.error).toHaveBeenNthCalledWith(1, 'The details could not be loaded.', {
      id: 'The details could not be loaded.',
    })
    expect(toast.error).toHaveBeenNthCalledWith(2, 'The details could not be loaded.', {
      id: 'The details could not be loaded.',
    })
  })

  it('keeps an id it is given', async () => {
    notify('success', 'Saved', { id: 'profile-saved' })
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved', { id: 'profile-saved' }))
  })
})

import type { StoredImage } from '@khela/contracts/content'
import { apiRequest } from '../../lib/api.ts'

/** Sends a picture to the back office's upload endpoint; the server checks, re-encodes and names it. */
export function uploadImage(file: File): Promise<StoredImage> {
  const body = new FormData()
  body.append('image', file)
  // A 5 MB picture on a slow connection takes a while.
  return apiRequest<StoredImage>('/api/admin/uploads', { method: 'POST', body, timeoutMs: 120_000 })
}

import type { StoredImage } from '@khela/contracts/content'
import { api } from '../../lib/endpoint.ts'
import * as adminContentApi from '../../lib/endpoints/admin/content.ts'

/** Sends a picture to the back office's upload endpoint; the server checks, re-encodes and names it. */
export function uploadImage(file: File): Promise<StoredImage> {
  const body = new FormData()
  body.append('image', file)
  // A 5 MB picture on a slow connection takes a while.
  return api(adminContentApi.uploadImage, { body, timeoutMs: 120_000 })
}

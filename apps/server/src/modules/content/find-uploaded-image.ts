import type { StoredImage } from '@khela/contracts/content'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'

/** The image a slide or promotion names must have been uploaded first; an unknown key is a field error. */
export async function findUploadedImage(
  { images }: Pick<Services, 'images'>,
  key: string,
  field = 'imageKey',
): Promise<StoredImage> {
  const image = await images.find(key)
  if (!image) throw new AppError('VALIDATION_FAILED', { fields: { [field]: 'INVALID_CHOICE' } })
  return image
}

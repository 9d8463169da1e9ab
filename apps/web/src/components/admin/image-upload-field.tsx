import type { StoredImage } from '@khela/contracts/content'
import { imageUrl, maxImageUploadBytes } from '@khela/contracts/images'
import { useMutation } from '@tanstack/react-query'
import { ImageUp } from 'lucide-react'
import { useId, useState } from 'react'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { uploadImage } from './upload-image.ts'

interface ImageUploadFieldProps {
  label: string
  hint: string
  image: StoredImage | null
  onChange: (image: StoredImage | null) => void
  /** A problem the form found (no image chosen yet), already translated. */
  error?: string
}

/**
 * A back-office picture: chosen, uploaded at once (the server checks and re-encodes it) and previewed as the
 * server stored it. A file over the size limit is refused here before it is sent.
 */
export function ImageUploadField({ label, hint, image, onChange, error }: ImageUploadFieldProps) {
  const { t } = useTranslation('admin')
  const id = useId()
  const [tooLarge, setTooLarge] = useState(false)
  const upload = useMutation({ mutationFn: uploadImage, meta: { showsOwnError: true }, onSuccess: onChange })
  const problem = tooLarge
    ? errorMessage(new ApiError('IMAGE_TOO_LARGE', 413, 'too large'))
    : upload.isError
      ? errorMessage(upload.error)
      : error

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-xs font-semibold text-slate-300">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {image ? (
          <img
            src={imageUrl(image.key, 480)}
            width={image.width}
            height={image.height}
            alt={t('content.upload.preview')}
            className="h-20 w-auto rounded-lg border border-night-600 object-cover"
          />
        ) : (
          <span className="grid h-20 w-32 place-items-center rounded-lg border border-dashed border-night-600 text-slate-500">
            <ImageUp aria-hidden size={22} />
          </span>
        )}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/avif"
          aria-invalid={Boolean(problem)}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0]
            upload.reset()
            setTooLarge(false)
            if (!file) return
            if (file.size > maxImageUploadBytes) {
              setTooLarge(true)
              event.target.value = ''
              return
            }
            upload.mutate(file)
          }}
          className="text-sm text-slate-300 file:mr-3 file:rounded-lg file:border file:border-night-500 file:bg-night-800 file:px-3 file:py-2 file:text-xs file:font-bold file:uppercase file:text-slate-100"
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {upload.isPending ? t('content.upload.uploading') : hint}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-ember-500">
          {problem}
        </p>
      )}
    </div>
  )
}

// Plain constants, no zod: the player site builds image URLs with these at run time.

/** Uploads larger than this are refused before they are decoded. */
export const maxImageUploadBytes = 5 * 1024 * 1024

/** Widths `GET /api/uploads/:key.webp?w=` serves, for `srcset`; without `w` the stored size is served. */
export const imageWidths = [480, 960, 1440] as const
export type ImageWidth = (typeof imageWidths)[number]

export function isImageWidth(width: number): width is ImageWidth {
  return (imageWidths as readonly number[]).includes(width)
}

export function imageUrl(key: string, width?: ImageWidth): string {
  return width ? `/api/uploads/${key}.webp?w=${width}` : `/api/uploads/${key}.webp`
}

/** `srcset` for an uploaded image: each served width up to the image's own (scaling up adds nothing). */
export function imageSrcSet(image: { key: string; width: number }): string {
  const widths = imageWidths.filter((width) => width < image.width)
  return [
    ...widths.map((width) => `${imageUrl(image.key, width)} ${width}w`),
    `${imageUrl(image.key)} ${image.width}w`,
  ].join(', ')
}

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { demoArtSvg, demoPromotions, demoSlides } from './demo-content.ts'

/** The rightmost column with a white pixel (the title is the only white in the picture), as rasterised on seeding. */
async function titleRightEdge(svg: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true })
  let rightmost = -1
  for (let y = 0; y < info.height; y++) {
    for (let x = info.width - 1; x > rightmost; x--) {
      const at = (y * info.width + x) * info.channels
      if ((data[at] ?? 0) > 235 && (data[at + 1] ?? 0) > 235 && (data[at + 2] ?? 0) > 235) {
        rightmost = x
        break
      }
    }
  }
  return rightmost
}

describe('demoArtSvg', () => {
  const pictures = [
    ...demoSlides.map((slide) => ({ width: 1500, height: 600, ...slide })),
    ...demoPromotions.map((promotion) => ({
      width: 960,
      height: 540,
      title: promotion.title.en,
      subtitle: 'Khela',
      hues: promotion.hues,
    })),
  ]

  it.each(pictures)('draws "$title" whole inside its picture, clear of the right edge', async (picture) => {
    const edge = await titleRightEdge(demoArtSvg(picture))
    expect(edge).toBeGreaterThan(picture.width * 0.3)
    expect(edge).toBeLessThan(picture.width * 0.95)
  })
})

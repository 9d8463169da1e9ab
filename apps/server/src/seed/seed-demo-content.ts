import sharp from 'sharp'
import {
  contentDocuments,
  contentSliders,
  promotionCategories,
  promotionCategoryMembers,
  promotions,
} from '../db/schema/content.ts'
import { rulesSlug, tutorialsSlug } from '../modules/content/find-content-document.ts'
import type { Services } from '../services.ts'
import { demoArtSvg, demoPromotionCategories, demoPromotions, demoRules, demoSlides } from './demo-content.ts'
import { demoTutorials } from './demo-tutorials.ts'

async function storeDemoArt(services: Pick<Services, 'images'>, art: Parameters<typeof demoArtSvg>[0]) {
  // Drawn as SVG and rasterised here: the upload store itself accepts no SVG.
  const png = await sharp(Buffer.from(demoArtSvg(art)))
    .png()
    .toBuffer()
  return services.images.store(png)
}

/** The demo banner, promotions, rules and tutorials of a fresh database, with pictures the project draws itself. */
export async function seedDemoContent(services: Pick<Services, 'database' | 'images'>): Promise<void> {
  const { db } = services.database
  for (const [index, slide] of demoSlides.entries()) {
    const image = await storeDemoArt(services, { width: 1500, height: 600, ...slide })
    await db.insert(contentSliders).values({
      name: slide.name,
      link: slide.link,
      imageKey: image.key,
      imageWidth: image.width,
      imageHeight: image.height,
      position: index + 1,
    })
  }
  const categories = await db
    .insert(promotionCategories)
    .values(demoPromotionCategories.map((name, index) => ({ name, position: index + 1 })))
    .returning({ id: promotionCategories.id })
  for (const [index, promotion] of demoPromotions.entries()) {
    const image = await storeDemoArt(services, {
      width: 960,
      height: 540,
      title: promotion.title.en,
      subtitle: 'Khela',
      hues: promotion.hues,
    })
    const [inserted] = await db
      .insert(promotions)
      .values({
        title: promotion.title,
        details: promotion.details,
        imageKey: image.key,
        imageWidth: image.width,
        imageHeight: image.height,
        isPublished: true,
        // Listed newest first: the first demo promotion is the newest.
        publishedAt: new Date(Date.now() - index * 60_000),
      })
      .returning({ id: promotions.id })
    if (!inserted) throw new Error('demo promotion insert returned no row')
    const categoryIds = promotion.categories.flatMap((at) => categories[at]?.id ?? [])
    if (categoryIds.length > 0) {
      await db
        .insert(promotionCategoryMembers)
        .values(categoryIds.map((categoryId) => ({ promotionId: inserted.id, categoryId })))
    }
  }
  await db.insert(contentDocuments).values({ slug: rulesSlug, body: demoRules }).onConflictDoNothing()
  await db.insert(contentDocuments).values({ slug: tutorialsSlug, body: demoTutorials }).onConflictDoNothing()
}

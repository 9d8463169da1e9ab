import type {
  AdminPromotion,
  AdminPromotionList,
  PromotionCategory,
  PromotionList,
} from '@khela/contracts/content'
import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promotionCategories, promotionCategoryMembers, promotions } from '../../db/schema/content.ts'

type PromotionRecord = typeof promotions.$inferSelect

async function categoryIdsOf(db: Db, promotionIds: string[]): Promise<Map<string, string[]>> {
  const byPromotion = new Map<string, string[]>()
  if (promotionIds.length === 0) return byPromotion
  const members = await db
    .select()
    .from(promotionCategoryMembers)
    .where(inArray(promotionCategoryMembers.promotionId, promotionIds))
  for (const { promotionId, categoryId } of members) {
    byPromotion.set(promotionId, [...(byPromotion.get(promotionId) ?? []), categoryId])
  }
  return byPromotion
}

function toAdminPromotion(row: PromotionRecord, categoryIds: string[]): AdminPromotion {
  return {
    id: row.id,
    title: row.title,
    details: row.details,
    image: { key: row.imageKey, width: row.imageWidth, height: row.imageHeight },
    categoryIds,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
  }
}

async function withCategories(db: Db, rows: PromotionRecord[]): Promise<AdminPromotion[]> {
  const categoryIds = await categoryIdsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toAdminPromotion(row, categoryIds.get(row.id) ?? []))
}

async function findCategories(db: Db): Promise<PromotionCategory[]> {
  return db
    .select({
      id: promotionCategories.id,
      name: promotionCategories.name,
      position: promotionCategories.position,
    })
    .from(promotionCategories)
    .orderBy(asc(promotionCategories.position), asc(promotionCategories.createdAt))
}

/** `/bonuses`: published promotions, newest first, and only the categories that hold one of them. */
export async function findPromotions(db: Db): Promise<PromotionList> {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.isPublished, true))
    .orderBy(desc(promotions.publishedAt), desc(promotions.createdAt))
  const published = (await withCategories(db, rows)).map(
    ({ isPublished: _isPublished, createdAt: _createdAt, ...promotion }) => promotion,
  )
  const used = new Set(published.flatMap((promotion) => promotion.categoryIds))
  return {
    categories: (await findCategories(db)).filter((category) => used.has(category.id)),
    promotions: published,
  }
}

/** The back office's Promotions page: every category and every promotion, published or not, newest first. */
export async function findAdminPromotions(db: Pick<Db, 'select'>): Promise<AdminPromotionList> {
  const rows = await (db as Db).select().from(promotions).orderBy(desc(promotions.createdAt))
  return { categories: await findCategories(db as Db), promotions: await withCategories(db as Db, rows) }
}

export async function findAdminPromotion(db: Pick<Db, 'select'>, id: string): Promise<AdminPromotion | null> {
  const [row] = await (db as Db).select().from(promotions).where(eq(promotions.id, id))
  if (!row) return null
  const [promotion] = await withCategories(db as Db, [row])
  return promotion ?? null
}

export async function findPromotionCategory(
  db: Pick<Db, 'select'>,
  id: string,
): Promise<PromotionCategory | null> {
  const [category] = await (db as Db)
    .select({
      id: promotionCategories.id,
      name: promotionCategories.name,
      position: promotionCategories.position,
    })
    .from(promotionCategories)
    .where(eq(promotionCategories.id, id))
  return category ?? null
}

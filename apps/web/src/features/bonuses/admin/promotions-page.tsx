import type { AdminPromotion, PromotionCategory } from '@khela/contracts/content'
import { imageUrl } from '@khela/contracts/images'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Gift, Trash2 } from 'lucide-react'
import { ContentLoadFailure, ContentOnlyNotice } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { useChangePromotion } from './change-promotion.ts'
import { useAdminPromotions } from './find-admin-promotions.ts'
import { PromotionForm } from './promotion-form.tsx'

/** /dashboard/promotionoffer, 'Promotions': what /bonuses shows (`content.write`). */
export function PromotionsPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const title = t('content.promotions.title')
  if (!hasPermission(viewer.role, 'content.write')) return <ContentOnlyNotice title={title} icon={Gift} />
  return (
    <>
      <PageHeader title={title} icon={Gift} />
      <PromotionsSection />
    </>
  )
}

function PromotionsSection() {
  const { t } = useTranslation('admin')
  const promotions = useAdminPromotions()
  if (promotions.isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-400">
        {t('loading')}
      </p>
    )
  }
  if (promotions.isError)
    return <ContentLoadFailure error={promotions.error} onRetry={() => promotions.refetch()} />
  const { categories, promotions: list } = promotions.data
  return (
    <div className="space-y-6">
      <PromotionForm categories={categories} />
      <section aria-labelledby="existing-promotions" className="space-y-3">
        <h2 id="existing-promotions" className="text-base font-bold text-white">
          {t('content.promotions.existing')}
        </h2>
        {list.length === 0 ? (
          <p className="text-sm text-slate-400">{t('content.promotions.none')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {list.map((promotion) => (
              <PromotionRow key={promotion.id} promotion={promotion} categories={categories} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function PromotionRow({
  promotion,
  categories,
}: {
  promotion: AdminPromotion
  categories: PromotionCategory[]
}) {
  const { t } = useTranslation('admin')
  const change = useChangePromotion()
  const names = categories
    .filter((category) => promotion.categoryIds.includes(category.id))
    .map((category) => category.name.en)
    .join(', ')
  return (
    <li
      aria-label={promotion.title.en}
      className="flex gap-3 rounded-xl border border-night-700 bg-night-850 p-3"
    >
      <img
        src={imageUrl(promotion.image.key, 480)}
        width={promotion.image.width}
        height={promotion.image.height}
        alt=""
        loading="lazy"
        className="h-16 w-28 shrink-0 rounded-lg bg-night-800 object-cover"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <p className="truncate font-semibold text-white">{promotion.title.en}</p>
          <p className="truncate text-xs text-slate-400">
            {promotion.isPublished ? t('content.promotions.isPublished') : t('content.promotions.isDraft')}
            {names && ` · ${names}`}
          </p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            disabled={change.isPending}
            onClick={() => change.mutate({ id: promotion.id, isPublished: !promotion.isPublished })}
            className={buttonClass('outline', 'sm')}
          >
            {promotion.isPublished ? t('content.promotions.unpublish') : t('content.promotions.publish')}
          </button>
          <button
            type="button"
            aria-label={t('content.deleteNamed', { name: promotion.title.en })}
            disabled={change.isPending}
            onClick={() => change.mutate({ id: promotion.id, isDeleted: true })}
            className={buttonClass('danger', 'sm')}
          >
            <Trash2 aria-hidden size={14} />
          </button>
        </div>
      </div>
    </li>
  )
}

import type { Promotion, PromotionCategory } from '@khela/contracts/content'
import { imageSrcSet, imageUrl } from '@khela/contracts/images'
import type { Language } from '@khela/contracts/languages'
import { useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { ToggleGroup } from '../../components/ui/toggle-group.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'
import { MyBonusesSection } from './my-bonuses-section.tsx'
import { OffersSection } from './offers-section.tsx'
import { usePromotions } from './use-promotions.ts'

/** /bonuses: the player's own bonuses, the offers running now with their terms, and published promotions. */
export function BonusesPage() {
  const { t } = useTranslation()
  const { icon } = menuItems.bonuses
  return (
    <>
      <PageHeader title={t('nav.bonuses')} icon={icon} />
      <div className="space-y-8">
        <MyBonusesSection />
        <OffersSection />
        <section aria-labelledby="promotions" className="space-y-4">
          <h2 id="promotions" className="text-lg font-extrabold text-white">
            {t('bonus.page.promotions')}
          </h2>
          <PromotionsList />
        </section>
      </div>
    </>
  )
}

/** Bonuses and promotions the operator has published, newest first, filtered by category. */
function PromotionsList() {
  const { t } = useTranslation()
  const { icon } = menuItems.bonuses
  const promotions = usePromotions()
  const [categoryId, setCategoryId] = useState<string | null>(null)
  const language = currentLanguage()

  if (promotions.isPending) return <Spinner label={t('status.loading')} />
  if (promotions.isError) {
    return (
      <EmptyState
        icon={icon}
        title={t('bonuses.unavailable')}
        body={errorMessage(promotions.error)}
        action={
          <button type="button" onClick={() => promotions.refetch()} className={buttonClass('outline', 'sm')}>
            {t('actions.retry')}
          </button>
        }
      />
    )
  }
  const { categories, promotions: all } = promotions.data
  const isFilterKnown = categoryId !== null && categories.some((category) => category.id === categoryId)
  const shown = isFilterKnown ? all.filter((promotion) => promotion.categoryIds.includes(categoryId)) : all

  return all.length === 0 ? (
    <EmptyState icon={icon} title={t('pages.bonuses.title')} body={t('pages.bonuses.body')} />
  ) : (
    <div className="space-y-5">
      {categories.length > 0 && (
        <CategoryFilter
          categories={categories}
          selected={isFilterKnown ? categoryId : null}
          language={language}
          onSelect={setCategoryId}
        />
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((promotion, index) => (
          <li key={promotion.id}>
            <PromotionCard promotion={promotion} language={language} isFirst={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function CategoryFilter({
  categories,
  selected,
  language,
  onSelect,
}: {
  categories: PromotionCategory[]
  selected: string | null
  language: Language
  onSelect: (categoryId: string | null) => void
}) {
  const { t } = useTranslation()
  return (
    <ToggleGroup
      label={t('bonuses.filterLabel')}
      look="chips"
      className="-mx-3 flex min-w-0 gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0"
      options={[
        { value: null, label: t('bonuses.all') },
        ...categories.map((category) => ({ value: category.id, label: category.name[language] })),
      ]}
      selected={selected}
      onSelect={onSelect}
    />
  )
}

function PromotionCard({
  promotion,
  language,
  isFirst,
}: {
  promotion: Promotion
  language: Language
  isFirst: boolean
}) {
  const title = promotion.title[language]
  return (
    <article
      aria-label={title}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-night-700 bg-night-850"
    >
      <img
        src={imageUrl(promotion.image.key, 960)}
        srcSet={imageSrcSet(promotion.image)}
        sizes="(min-width: 1280px) 33vw, (min-width: 640px) 50vw, 100vw"
        width={promotion.image.width}
        height={promotion.image.height}
        alt=""
        loading={isFirst ? 'eager' : 'lazy'}
        className="aspect-video w-full bg-night-800 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="break-words text-base font-extrabold text-white">{title}</h3>
        <p className="whitespace-pre-line break-words text-sm leading-relaxed text-slate-400">
          {promotion.details[language]}
        </p>
      </div>
    </article>
  )
}

import type { AdminSlide } from '@khela/contracts/content'
import { imageUrl } from '@khela/contracts/images'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { ArrowDown, ArrowUp, Images, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ContentLoadFailure, ContentOnlyNotice } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { AddSlideForm } from './add-slide-form.tsx'
import { useDeleteSlide } from './delete-slide.ts'
import { useAdminSlides } from './find-admin-slides.ts'
import { useUpdateSlide } from './update-slide.ts'

/** /dashboard/fontendslider, 'Frontend slider': the lobby banner's slides (`content.write`). */
export function SliderPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const [isAdding, setIsAdding] = useState(false)
  const title = t('content.slider.title')
  if (!hasPermission(viewer.role, 'content.write')) return <ContentOnlyNotice title={title} icon={Images} />
  return (
    <>
      <PageHeader
        title={title}
        icon={Images}
        aside={
          !isAdding && (
            <button type="button" onClick={() => setIsAdding(true)} className={buttonClass('gold', 'sm')}>
              <Plus aria-hidden size={15} />
              {t('content.slider.add')}
            </button>
          )
        }
      />
      <div className="space-y-5">
        {isAdding && <AddSlideForm onDone={() => setIsAdding(false)} />}
        <SlideGrid />
      </div>
    </>
  )
}

function SlideGrid() {
  const { t } = useTranslation('admin')
  const slides = useAdminSlides()
  const [deleting, setDeleting] = useState<AdminSlide | null>(null)
  if (slides.isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-400">
        {t('loading')}
      </p>
    )
  }
  if (slides.isError) return <ContentLoadFailure error={slides.error} onRetry={() => slides.refetch()} />
  const list = slides.data.slides
  if (list.length === 0) {
    return (
      <EmptyState icon={Images} title={t('content.slider.emptyTitle')} body={t('content.slider.emptyBody')} />
    )
  }
  return (
    <>
      <ul aria-label={t('content.slider.listLabel')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {list.map((slide, index) => (
          <SlideCard
            key={slide.id}
            slide={slide}
            isFirst={index === 0}
            isLast={index === list.length - 1}
            onDelete={() => setDeleting(slide)}
          />
        ))}
      </ul>
      <DeleteSlideDialog slide={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}

function SlideCard({
  slide,
  isFirst,
  isLast,
  onDelete,
}: {
  slide: AdminSlide
  isFirst: boolean
  isLast: boolean
  onDelete: () => void
}) {
  const { t } = useTranslation('admin')
  const updateSlide = useUpdateSlide()
  const move = (position: number) => updateSlide.mutate({ id: slide.id, position })
  return (
    <li
      aria-label={slide.name}
      className={`overflow-hidden rounded-2xl border bg-night-850 ${slide.isActive ? 'border-night-700' : 'border-dashed border-night-600 opacity-70'}`}
    >
      <img
        src={imageUrl(slide.image.key, 480)}
        width={slide.image.width}
        height={slide.image.height}
        alt=""
        loading="lazy"
        className="aspect-[5/2] w-full bg-night-800 object-cover"
      />
      <div className="space-y-3 p-3">
        <div>
          <p className="font-bold text-white">{slide.name}</p>
          <p className="truncate text-xs text-slate-400">{slide.link ?? t('content.slider.noLink')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-xs font-semibold text-slate-300">
            <input
              type="checkbox"
              checked={slide.isActive}
              disabled={updateSlide.isPending}
              onChange={(event) => updateSlide.mutate({ id: slide.id, isActive: event.target.checked })}
              className="size-4 accent-gold-500"
            />
            {t('content.slider.active')}
          </label>
          <span className="ml-auto flex gap-1">
            <button
              type="button"
              aria-label={t('content.moveEarlier', { name: slide.name })}
              disabled={isFirst || updateSlide.isPending}
              onClick={() => move(slide.position - 1)}
              className={buttonClass('outline', 'sm')}
            >
              <ArrowUp aria-hidden size={14} />
            </button>
            <button
              type="button"
              aria-label={t('content.moveLater', { name: slide.name })}
              disabled={isLast || updateSlide.isPending}
              onClick={() => move(slide.position + 1)}
              className={buttonClass('outline', 'sm')}
            >
              <ArrowDown aria-hidden size={14} />
            </button>
            <button
              type="button"
              aria-label={t('content.deleteNamed', { name: slide.name })}
              onClick={onDelete}
              className={buttonClass('danger', 'sm')}
            >
              <Trash2 aria-hidden size={14} />
            </button>
          </span>
        </div>
      </div>
    </li>
  )
}

function DeleteSlideDialog({ slide, onClose }: { slide: AdminSlide | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const deleteSlide = useDeleteSlide()
  const close = () => {
    deleteSlide.reset()
    onClose()
  }
  return (
    <Modal
      isOpen={slide !== null}
      onClose={close}
      title={t('content.slider.deleteTitle', { name: slide?.name ?? '' })}
    >
      <div className="space-y-4 p-4 text-sm">
        <p className="text-slate-200">{t('content.slider.deleteBody')}</p>
        {deleteSlide.isError && (
          <p role="alert" className="font-medium text-ember-500">
            {errorMessage(deleteSlide.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={buttonClass('ghost')}>
            {t('content.cancel')}
          </button>
          <button
            type="button"
            disabled={deleteSlide.isPending}
            onClick={() =>
              slide &&
              deleteSlide.mutate(slide.id, {
                onSuccess: () => {
                  notify('success', t('content.slider.deleted', { name: slide.name }))
                  close()
                },
              })
            }
            className={buttonClass('danger')}
          >
            {t('content.delete')}
          </button>
        </div>
      </div>
    </Modal>
  )
}

import {
  type AdminGameRow,
  type AdminGameUpdate,
  adminGameUpdate,
  catalogTextLimits,
} from '@khela/contracts/admin-catalog'
import { catalogStatuses, categoryKinds } from '@khela/contracts/catalog'
import { z } from 'zod'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { catalogErrorMessage } from './catalog-error-message.ts'
import { useAdminCategories } from './find-admin-categories.ts'
import { useUpdateGame } from './update-game.ts'

interface GameDialogProps {
  /** Null keeps the dialog closed. */
  game: AdminGameRow | null
  onClose: () => void
}

export function GameDialog({ game, onClose }: GameDialogProps) {
  const { t } = useTranslation('admin')
  return (
    <Modal
      isOpen={game !== null}
      onClose={onClose}
      title={t('catalog.games.editTitle', { title: game?.title ?? '' })}
    >
      {game && <GameForm key={game.id} game={game} onDone={onClose} />}
    </Modal>
  )
}

const flagFields = ['isPopular', 'isNew', 'isExclusive'] as const
const formFields = ['title', 'position', 'status', 'categoryIds', ...flagFields] as const

/** The position is typed; an empty one is no number, which the contract calls REQUIRED. */
const gameForm = z
  .object({
    title: z.string(),
    position: z.string().transform((text) => (text.trim() === '' ? Number.NaN : Number(text))),
    status: z.string(),
    categoryIds: z.array(z.number()),
    isPopular: z.boolean(),
    isNew: z.boolean(),
    isExclusive: z.boolean(),
  })
  .transform((values): AdminGameUpdate => values)
  .pipe(adminGameUpdate)

function CategoryChoices({ selected, onToggle }: { selected: number[]; onToggle: (id: number) => void }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const lobby = useAdminCategories({ kind: 'lobby', search: '', page: 1 })
  const main = useAdminCategories({ kind: 'main', search: '', page: 1 })
  const sub = useAdminCategories({ kind: 'sub', search: '', page: 1 })
  const section = useAdminCategories({ kind: 'section', search: '', page: 1 })
  const lists = { lobby, main, sub, section }
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-xs font-semibold text-slate-300">
        {t('catalog.games.fields.categories')}
      </legend>
      {categoryKinds.map((kind) => (
        <div key={kind}>
          <p className="mb-1 text-[11px] font-bold uppercase tracking-wide text-slate-500">
            {t(`catalog.kinds.${kind}`)}
          </p>
          <div className="flex flex-wrap gap-x-4 gap-y-1.5">
            {lists[kind].data?.categories.map((category) => (
              <label key={category.id} className="flex items-center gap-1.5 text-sm text-slate-200">
                <input
                  type="checkbox"
                  checked={selected.includes(category.id)}
                  onChange={() => onToggle(category.id)}
                  className="size-4 accent-gold-500"
                />
                {category.name[language] || category.name.en}
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  )
}

function GameForm({ game, onDone }: { game: AdminGameRow; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const updateGame = useUpdateGame()
  const form = useZodForm(gameForm, {
    title: game.title,
    position: String(game.position),
    status: game.status,
    categoryIds: game.categories.map((category) => category.id),
    isPopular: game.isPopular,
    isNew: game.isNew,
    isExclusive: game.isExclusive,
  })
  const { failure, clear, fail } = useSubmitFailure(form.setError, formFields, (error) =>
    catalogErrorMessage(error, 'games.saveErrors'),
  )
  const { errors } = form.formState
  const categoryIds = form.watch('categoryIds')

  const submit = form.handleSubmit((update) => {
    clear()
    updateGame.mutate(
      { id: game.id, update },
      {
        onSuccess: (saved) => {
          notify('success', t('catalog.games.saved', { title: saved.title }))
          onDone()
        },
        onError: fail,
      },
    )
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <div className="flex items-start gap-3">
        <img
          src={game.art.src}
          alt=""
          width={96}
          height={96}
          className="size-24 shrink-0 rounded-lg bg-night-700 object-cover"
        />
        <p className="text-xs text-slate-400">
          {t(game.thumbnail ? 'catalog.games.thumbnailUploaded' : 'catalog.games.thumbnailGenerated')}
        </p>
      </div>
      <FormField label={t('catalog.games.fields.title')} error={fieldErrorText(errors.title?.message)}>
        {(control) => (
          <input
            {...control}
            {...form.register('title')}
            maxLength={catalogTextLimits.gameTitle}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField
          label={t('catalog.games.fields.position')}
          error={fieldErrorText(errors.position?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('position')}
              type="number"
              inputMode="numeric"
              min={0}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label={t('catalog.games.fields.status')} error={fieldErrorText(errors.status?.message)}>
          {(control) => (
            <select {...control} {...form.register('status')} className={inputClass}>
              {catalogStatuses.map((option) => (
                <option key={option} value={option}>
                  {t(`catalog.status.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <p className="-mt-2 text-xs text-slate-400">{t('catalog.games.fields.positionHint')}</p>
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="mb-1.5 text-xs font-semibold text-slate-300">
          {t('catalog.games.fields.flags')}
        </legend>
        {flagFields.map((flag) => (
          <label key={flag} className="flex items-center gap-1.5 text-sm text-slate-200">
            <input type="checkbox" {...form.register(flag)} className="size-4 accent-gold-500" />
            {t(`catalog.games.flagFields.${flag}`)}
          </label>
        ))}
      </fieldset>
      <CategoryChoices
        selected={categoryIds}
        onToggle={(id) =>
          form.setValue(
            'categoryIds',
            categoryIds.includes(id) ? categoryIds.filter((other) => other !== id) : [...categoryIds, id],
            { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
          )
        }
      />
      {errors.categoryIds && (
        <p className="text-xs font-medium text-ember-500">
          {fieldErrorText(errors.categoryIds.message ?? 'INVALID_CHOICE')}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClass('ghost')}>
          {t('catalog.cancel')}
        </button>
        <button type="submit" disabled={updateGame.isPending} className={buttonClass('gold')}>
          {updateGame.isPending ? '...' : t('catalog.save')}
        </button>
      </div>
    </form>
  )
}

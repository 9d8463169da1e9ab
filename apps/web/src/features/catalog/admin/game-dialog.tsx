import { type AdminGameRow, adminGameUpdate, catalogTextLimits } from '@khela/contracts/admin-catalog'
import { type CatalogStatus, catalogStatuses, categoryKinds } from '@khela/contracts/catalog'
import { type FormEvent, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { catalogErrorMessage } from './catalog-error-message.ts'
import { useAdminCategories } from './find-admin-categories.ts'
import { apiFieldErrorsOf, type FieldErrors, fieldErrorsOf } from './form-errors.ts'
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
const formFields = ['title', 'position', 'status', 'categoryIds', ...flagFields]

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
  const [title, setTitle] = useState(game.title)
  const [position, setPosition] = useState(String(game.position))
  const [status, setStatus] = useState<CatalogStatus>(game.status)
  const [flags, setFlags] = useState({
    isPopular: game.isPopular,
    isNew: game.isNew,
    isExclusive: game.isExclusive,
  })
  const [categoryIds, setCategoryIds] = useState(game.categories.map((category) => category.id))
  const [errors, setErrors] = useState<FieldErrors>({})
  const generalError =
    updateGame.isError && !formFields.some((field) => apiFieldErrorsOf(updateGame.error)[field])
      ? catalogErrorMessage(updateGame.error, 'games.saveErrors')
      : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const update = {
      title,
      position: position.trim() === '' ? Number.NaN : Number(position),
      status,
      categoryIds,
      ...flags,
    }
    const checked = adminGameUpdate.safeParse(update)
    if (!checked.success) return setErrors(fieldErrorsOf(checked.error))
    setErrors({})
    updateGame.mutate(
      { id: game.id, update },
      {
        onSuccess: (saved) => {
          notify('success', t('catalog.games.saved', { title: saved.title }))
          onDone()
        },
        onError: (error) => setErrors(apiFieldErrorsOf(error)),
      },
    )
  }

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
      <FormField label={t('catalog.games.fields.title')} error={fieldErrorText(errors.title)}>
        {(control) => (
          <input
            {...control}
            value={title}
            maxLength={catalogTextLimits.gameTitle}
            onChange={(event) => setTitle(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('catalog.games.fields.position')} error={fieldErrorText(errors.position)}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              value={position}
              onChange={(event) => setPosition(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label={t('catalog.games.fields.status')} error={fieldErrorText(errors.status)}>
          {(control) => (
            <select
              {...control}
              value={status}
              onChange={(event) => setStatus(event.target.value as CatalogStatus)}
              className={inputClass}
            >
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
            <input
              type="checkbox"
              checked={flags[flag]}
              onChange={(event) => setFlags((current) => ({ ...current, [flag]: event.target.checked }))}
              className="size-4 accent-gold-500"
            />
            {t(`catalog.games.flagFields.${flag}`)}
          </label>
        ))}
      </fieldset>
      <CategoryChoices
        selected={categoryIds}
        onToggle={(id) =>
          setCategoryIds((current) =>
            current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
          )
        }
      />
      {errors.categoryIds && (
        <p className="text-xs font-medium text-ember-500">{fieldErrorText(errors.categoryIds)}</p>
      )}
      {generalError && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {generalError}
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

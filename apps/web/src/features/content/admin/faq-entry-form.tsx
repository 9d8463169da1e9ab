import type { AdminFaqEntry } from '@khela/contracts/content'
import { useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSaveFaqEntry } from './save-faq-entry.ts'

const textareaClass = `${inputClass} h-auto min-h-24 py-2 leading-relaxed`

/** A question and its answer in English and Bengali; a new one is added at the end of the list. */
export function FaqEntryForm({ entry, onDone }: { entry: AdminFaqEntry | null; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const fieldText = useFieldErrorText()
  const save = useSaveFaqEntry()
  const [values, setValues] = useState({
    questionEn: entry?.question.en ?? '',
    questionBn: entry?.question.bn ?? '',
    answerEn: entry?.answer.en ?? '',
    answerBn: entry?.answer.bn ?? '',
    isPublished: entry?.isPublished ?? true,
  })
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {}
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }))
  const text = (
    label: string,
    name: 'questionEn' | 'questionBn' | 'answerEn' | 'answerBn',
    field: string,
  ) => (
    <FormField label={label} error={fieldText(fields[field])}>
      {(control) =>
        name.startsWith('answer') ? (
          <textarea {...control} value={values[name]} onChange={set(name)} className={textareaClass} />
        ) : (
          <input {...control} value={values[name]} onChange={set(name)} className={inputClass} />
        )
      }
    </FormField>
  )

  return (
    <form
      noValidate
      aria-label={entry ? t('content.faq.editTitle') : t('content.faq.addTitle')}
      className="space-y-4 rounded-2xl border border-night-700 bg-night-850 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(
          {
            id: entry?.id,
            question: { en: values.questionEn, bn: values.questionBn },
            answer: { en: values.answerEn, bn: values.answerBn },
            isPublished: values.isPublished,
          },
          {
            onSuccess: () => {
              notify('success', t('content.faq.saved'))
              onDone()
            },
          },
        )
      }}
    >
      <h2 className="text-base font-bold text-white">
        {entry ? t('content.faq.editTitle') : t('content.faq.addTitle')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {text(t('content.faq.questionEn'), 'questionEn', 'question.en')}
        {text(t('content.faq.questionBn'), 'questionBn', 'question.bn')}
        {text(t('content.faq.answerEn'), 'answerEn', 'answer.en')}
        {text(t('content.faq.answerBn'), 'answerBn', 'answer.bn')}
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-300">
        <input
          type="checkbox"
          checked={values.isPublished}
          onChange={(event) => setValues((current) => ({ ...current, isPublished: event.target.checked }))}
          className="size-4 accent-gold-500"
        />
        {t('content.faq.published')}
      </label>
      <FormFailure
        message={save.isError && Object.keys(fields).length === 0 ? errorMessage(save.error) : null}
      />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClass('ghost')}>
          {t('content.cancel')}
        </button>
        <button type="submit" disabled={save.isPending} className={buttonClass('gold')}>
          {t('content.faq.save')}
        </button>
      </div>
    </form>
  )
}

import { type AdminFaqEntry, adminFaqCreate } from '@khela/contracts/content'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { useSaveFaqEntry } from './save-faq-entry.ts'

const textareaClass = `${inputClass} h-auto min-h-24 py-2 leading-relaxed`
const formFields = ['question.en', 'question.bn', 'answer.en', 'answer.bn'] as const

/** A question and its answer in English and Bengali; a new one is added at the end of the list. */
export function FaqEntryForm({ entry, onDone }: { entry: AdminFaqEntry | null; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const fieldText = useFieldErrorText()
  const save = useSaveFaqEntry()
  const form = useZodForm(adminFaqCreate, {
    question: { en: entry?.question.en ?? '', bn: entry?.question.bn ?? '' },
    answer: { en: entry?.answer.en ?? '', bn: entry?.answer.bn ?? '' },
    isPublished: entry?.isPublished ?? true,
  })
  const { failure, clear, fail } = useSubmitFailure(form.setError, formFields)
  const { errors } = form.formState
  const text = (label: string, name: (typeof formFields)[number]) => {
    const [group, language] = name.split('.') as ['question' | 'answer', 'en' | 'bn']
    return (
      <FormField label={label} error={fieldText(errors[group]?.[language]?.message)}>
        {(control) =>
          group === 'answer' ? (
            <textarea {...control} {...form.register(name)} className={textareaClass} />
          ) : (
            <input {...control} {...form.register(name)} className={inputClass} />
          )
        }
      </FormField>
    )
  }

  return (
    <form
      noValidate
      aria-label={entry ? t('content.faq.editTitle') : t('content.faq.addTitle')}
      className="space-y-4 rounded-2xl border border-night-700 bg-night-850 p-4 sm:p-6"
      onSubmit={form.handleSubmit(({ question, answer, isPublished }) => {
        clear()
        save.mutate(
          { id: entry?.id, question, answer, isPublished },
          {
            onSuccess: () => {
              notify('success', t('content.faq.saved'))
              onDone()
            },
            onError: fail,
          },
        )
      })}
    >
      <h2 className="text-base font-bold text-white">
        {entry ? t('content.faq.editTitle') : t('content.faq.addTitle')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {text(t('content.faq.questionEn'), 'question.en')}
        {text(t('content.faq.questionBn'), 'question.bn')}
        {text(t('content.faq.answerEn'), 'answer.en')}
        {text(t('content.faq.answerBn'), 'answer.bn')}
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-300">
        <input type="checkbox" {...form.register('isPublished')} className="size-4 accent-gold-500" />
        {t('content.faq.published')}
      </label>
      <FormFailure message={failure} />
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

import { cashierTextLimits } from '@khela/contracts/cashier'
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { moved } from './method-form.ts'
import { iconButtonClass } from './method-section.tsx'

/** A method's deposit instructions in one language: numbered steps, added, moved and removed in place. */
export function InstructionStepsEditor({
  language,
  steps,
  errorOf,
  listError,
  onChange,
}: {
  language: 'en' | 'bn'
  steps: string[]
  errorOf: (index: number) => string | undefined
  listError: string | undefined
  onChange: (steps: string[]) => void
}) {
  const { t } = useTranslation('admin')
  return (
    <>
      {listError && <p className="text-xs font-medium text-ember-500">{listError}</p>}
      <ol className="space-y-2">
        {steps.map((step, index) => {
          const label = t('cashier.methods.stepLabel', { number: index + 1 })
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are plain texts edited in place
            <li key={index} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <FormField label={label} error={errorOf(index)}>
                  {(control) => (
                    <input
                      {...control}
                      value={step}
                      lang={language}
                      maxLength={cashierTextLimits.instructionStep}
                      onChange={(event) =>
                        onChange(steps.map((entry, at) => (at === index ? event.target.value : entry)))
                      }
                      className={inputClass}
                    />
                  )}
                </FormField>
              </div>
              <div className="mt-6 flex gap-1">
                <button
                  type="button"
                  disabled={index === 0}
                  aria-label={t('cashier.methods.moveUp', { name: label })}
                  onClick={() => onChange(moved(steps, index, -1))}
                  className={iconButtonClass}
                >
                  <ArrowUp aria-hidden size={14} />
                </button>
                <button
                  type="button"
                  disabled={index === steps.length - 1}
                  aria-label={t('cashier.methods.moveDown', { name: label })}
                  onClick={() => onChange(moved(steps, index, 1))}
                  className={iconButtonClass}
                >
                  <ArrowDown aria-hidden size={14} />
                </button>
                <button
                  type="button"
                  aria-label={t('cashier.methods.remove', { name: label })}
                  onClick={() => onChange(steps.filter((_, at) => at !== index))}
                  className={iconButtonClass}
                >
                  <Trash2 aria-hidden size={14} />
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      <button
        type="button"
        disabled={steps.length >= cashierTextLimits.instructionSteps}
        onClick={() => onChange([...steps, ''])}
        className={buttonClass('outline', 'sm')}
      >
        <Plus aria-hidden size={14} />
        {t('cashier.methods.addStep')}
      </button>
    </>
  )
}

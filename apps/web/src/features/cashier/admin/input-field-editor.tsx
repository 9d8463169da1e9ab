import { cashierTextLimits, paymentFieldTypes } from '@khela/contracts/cashier'
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import type { FieldValues } from './method-form.ts'
import { checkboxClass, iconButtonClass } from './method-section.tsx'

/** One input the player fills in when paying with the method: its key, type, labels, pattern and flags. */
export function InputFieldEditor({
  index,
  count,
  field,
  errorOf,
  onChange,
  onMove,
  onRemove,
}: {
  index: number
  count: number
  field: FieldValues
  errorOf: (name: string) => string | undefined
  onChange: (field: FieldValues) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}) {
  const { t } = useTranslation('admin')
  const name = t('cashier.methods.fieldLabel', { number: index + 1 })
  const set = <Key extends keyof FieldValues>(key: Key, value: FieldValues[Key]) =>
    onChange({ ...field, [key]: value })
  const checkbox = (key: 'isRequired' | 'isUpperCased' | 'isUnique') => (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        checked={field[key]}
        onChange={(event) => set(key, event.target.checked)}
        className={checkboxClass}
      />
      {t(`cashier.methods.inputs.${key}`)}
    </label>
  )
  return (
    <section aria-label={name} className="space-y-3 rounded-lg border border-night-600 bg-night-900/40 p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-bold text-white">{name}</h3>
        <div className="flex gap-1">
          <button
            type="button"
            disabled={index === 0}
            aria-label={t('cashier.methods.moveUp', { name })}
            onClick={() => onMove(-1)}
            className={iconButtonClass}
          >
            <ArrowUp aria-hidden size={14} />
          </button>
          <button
            type="button"
            disabled={index === count - 1}
            aria-label={t('cashier.methods.moveDown', { name })}
            onClick={() => onMove(1)}
            className={iconButtonClass}
          >
            <ArrowDown aria-hidden size={14} />
          </button>
          <button
            type="button"
            aria-label={t('cashier.methods.remove', { name })}
            onClick={onRemove}
            className={iconButtonClass}
          >
            <Trash2 aria-hidden size={14} />
          </button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('cashier.methods.inputs.key')} error={errorOf('key')}>
          {(control) => (
            <input
              {...control}
              value={field.key}
              maxLength={40}
              spellCheck={false}
              onChange={(event) => set('key', event.target.value)}
              className={`${inputClass} font-mono`}
            />
          )}
        </FormField>
        <FormField label={t('cashier.methods.inputs.type')} error={errorOf('type')}>
          {(control) => (
            <select
              {...control}
              value={field.type}
              onChange={(event) => {
                const type = event.target.value as FieldValues['type']
                // An image has no text to match, upper-case or compare.
                const textOnly = type === 'image' ? { pattern: '', isUpperCased: false, isUnique: false } : {}
                onChange({ ...field, type, ...textOnly })
              }}
              className={inputClass}
            >
              {paymentFieldTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`cashier.methods.inputs.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('cashier.methods.inputs.labelEn')} error={errorOf('label.en')}>
          {(control) => (
            <input
              {...control}
              value={field.label.en}
              maxLength={cashierTextLimits.fieldLabel}
              onChange={(event) => set('label', { ...field.label, en: event.target.value })}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label={t('cashier.methods.inputs.labelBn')} error={errorOf('label.bn')}>
          {(control) => (
            <input
              {...control}
              value={field.label.bn}
              lang="bn"
              maxLength={cashierTextLimits.fieldLabel}
              onChange={(event) => set('label', { ...field.label, bn: event.target.value })}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      {field.type === 'text' && (
        <FormField
          label={t('cashier.methods.inputs.pattern')}
          error={errorOf('pattern')}
          hint={<p className="text-xs text-slate-500">{t('cashier.methods.inputs.patternHint')}</p>}
        >
          {(control) => (
            <input
              {...control}
              value={field.pattern}
              maxLength={cashierTextLimits.pattern}
              spellCheck={false}
              onChange={(event) => set('pattern', event.target.value)}
              className={`${inputClass} font-mono`}
            />
          )}
        </FormField>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200">
        {checkbox('isRequired')}
        {field.type === 'text' && checkbox('isUpperCased')}
        {field.type === 'text' && checkbox('isUnique')}
      </div>
    </section>
  )
}

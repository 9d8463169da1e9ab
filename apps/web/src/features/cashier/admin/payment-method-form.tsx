import { cashierTextLimits, type PaymentMethod, paymentGateways } from '@khela/contracts/cashier'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { get, type Path, type PathValue } from 'react-hook-form'
import { ImageUploadField } from '../../../components/admin/image-upload-field.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { cashierErrorMessage } from './decision-error-message.ts'
import { FormActions } from './form-actions.tsx'
import { InputFieldEditor } from './input-field-editor.tsx'
import { InstructionStepsEditor } from './instruction-steps-editor.tsx'
import { type MethodFormValues, methodForm, methodFormPathOf, moved, newFieldValues } from './method-form.ts'
import { checkboxClass, Section } from './method-section.tsx'
import { useSavePaymentMethod } from './save-payment-method.ts'
import { useMethodErrorText } from './use-method-error-text.ts'

/** A payment method's settings, amounts, instructions and player inputs, checked here and saved in one request. */
export function PaymentMethodForm({
  method,
  initial,
  canUploadLogo,
  onDone,
}: {
  method: PaymentMethod | null
  initial: MethodFormValues
  canUploadLogo: boolean
  onDone: () => void
}) {
  const { t } = useTranslation('admin')
  const errorText = useMethodErrorText()
  const save = useSavePaymentMethod()
  const form = useZodForm(methodForm, initial)
  const [failure, setFailure] = useState<string | null>(null)
  // The editors below are controlled: they read the values here and change them through `set`.
  const values = form.watch()
  const set = <Key extends keyof MethodFormValues>(key: Key, value: MethodFormValues[Key]) =>
    form.setValue(key, value as PathValue<MethodFormValues, Key>, { shouldDirty: true })
  // A problem stays beside its field until the next save, as the editors do not report each change.
  const errorOf = (path: string) => {
    const problem: { message?: string } | undefined = get(form.formState.errors, methodFormPathOf(path))
    return errorText(problem?.message)
  }

  const submit = form.handleSubmit(
    (input) => {
      if (save.isPending) return
      setFailure(null)
      save.mutate(
        { id: method?.id ?? null, input },
        {
          onSuccess: (saved) => {
            notify(
              'success',
              t(method ? 'cashier.methods.saved' : 'cashier.methods.added', { name: saved.name }),
            )
            onDone()
          },
          onError: (error) => {
            // The server names any path of the method (`fields.2.key`), so every one it names is shown.
            const fields = Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})
            for (const [path, code] of fields) {
              form.setError(methodFormPathOf(path) as Path<MethodFormValues>, {
                type: 'server',
                message: code,
              })
            }
            setFailure(fields.length > 0 ? t('cashier.methods.fixErrors') : cashierErrorMessage(error))
          },
        },
      )
    },
    () => setFailure(t('cashier.methods.fixErrors')),
  )

  const textInput = (
    label: string,
    path: string,
    value: string,
    onChange: (value: string) => void,
    options: { maxLength?: number; mono?: boolean; lang?: string; hint?: string; readOnly?: boolean } = {},
  ) => (
    <FormField
      label={label}
      error={errorOf(path)}
      hint={options.hint ? <p className="text-xs text-slate-500">{options.hint}</p> : undefined}
    >
      {(control) => (
        <input
          {...control}
          value={value}
          lang={options.lang}
          maxLength={options.maxLength}
          readOnly={options.readOnly}
          spellCheck={options.mono ? false : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} ${options.mono ? 'font-mono' : ''}`}
        />
      )}
    </FormField>
  )

  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <Section title={t('cashier.methods.sections.method')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {textInput(t('cashier.methods.fields.name'), 'name', values.name, (value) => set('name', value), {
            maxLength: cashierTextLimits.name,
          })}
          {textInput(
            t('cashier.methods.fields.code'),
            'code',
            values.code,
            (value) => set('code', value.toLowerCase()),
            // Fixed once the method exists: its clearing account is kept under the code.
            method
              ? { mono: true, readOnly: true, hint: t('cashier.methods.fields.codeFixedHint') }
              : { maxLength: 32, mono: true, hint: t('cashier.methods.fields.codeHint') },
          )}
          <FormField label={t('cashier.methods.fields.gateway')} error={errorOf('gateway')}>
            {(control) => (
              <select
                {...control}
                value={values.gateway}
                onChange={(event) => set('gateway', event.target.value as MethodFormValues['gateway'])}
                className={inputClass}
              >
                {paymentGateways.map((gateway) => (
                  <option key={gateway} value={gateway}>
                    {t(`cashier.gateways.${gateway}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('cashier.methods.fields.brandColor')} error={errorOf('brandColor')}>
            {(control) => (
              <div className="flex gap-2">
                <input
                  type="color"
                  aria-hidden
                  tabIndex={-1}
                  value={/^#[0-9a-fA-F]{6}$/.test(values.brandColor) ? values.brandColor : '#000000'}
                  onChange={(event) => set('brandColor', event.target.value.toUpperCase())}
                  className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-night-600 bg-night-800 p-1"
                />
                <input
                  {...control}
                  value={values.brandColor}
                  maxLength={7}
                  spellCheck={false}
                  onChange={(event) => set('brandColor', event.target.value)}
                  className={`${inputClass} font-mono`}
                />
              </div>
            )}
          </FormField>
          {textInput(
            t('cashier.methods.fields.position'),
            'position',
            values.position,
            (value) => set('position', value),
            { maxLength: 4 },
          )}
        </div>
        {canUploadLogo ? (
          <>
            <ImageUploadField
              label={t('cashier.methods.fields.logo')}
              hint={t('cashier.methods.fields.logoHint')}
              image={values.logo}
              onChange={(logo) => set('logo', logo)}
              error={errorOf('logo')}
            />
            {values.logo && (
              <button type="button" onClick={() => set('logo', null)} className={buttonClass('ghost', 'sm')}>
                {t('cashier.methods.fields.removeLogo')}
              </button>
            )}
          </>
        ) : (
          <p className="text-xs text-slate-400">{t('cashier.methods.fields.logoNeedsContent')}</p>
        )}
        <FormField label={t('cashier.methods.fields.receivingAccount')} error={errorOf('receivingAccount')}>
          {(control) => (
            <textarea
              {...control}
              value={values.receivingAccount}
              rows={2}
              maxLength={cashierTextLimits.receivingAccount}
              onChange={(event) => set('receivingAccount', event.target.value)}
              className={`${inputClass} h-auto py-2`}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={values.isDepositEnabled}
              onChange={(event) => set('isDepositEnabled', event.target.checked)}
              className={checkboxClass}
            />
            {t('cashier.methods.fields.isDepositEnabled')}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={values.isWithdrawalEnabled}
              onChange={(event) => set('isWithdrawalEnabled', event.target.checked)}
              className={checkboxClass}
            />
            {t('cashier.methods.fields.isWithdrawalEnabled')}
          </label>
        </div>
      </Section>

      <Section title={t('cashier.methods.sections.amounts')}>
        {textInput(
          t('cashier.methods.fields.presetAmounts'),
          'presetAmounts',
          values.presetAmounts,
          (value) => set('presetAmounts', value),
          { hint: t('cashier.methods.fields.presetAmountsHint') },
        )}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {textInput(
            t('cashier.methods.fields.depositMin'),
            'depositLimits.min',
            values.depositMin,
            (value) => set('depositMin', value),
          )}
          {textInput(
            t('cashier.methods.fields.depositMax'),
            'depositLimits.max',
            values.depositMax,
            (value) => set('depositMax', value),
          )}
          {textInput(
            t('cashier.methods.fields.withdrawalMin'),
            'withdrawalLimits.min',
            values.withdrawalMin,
            (value) => set('withdrawalMin', value),
          )}
          {textInput(
            t('cashier.methods.fields.withdrawalMax'),
            'withdrawalLimits.max',
            values.withdrawalMax,
            (value) => set('withdrawalMax', value),
          )}
        </div>
      </Section>

      {(['en', 'bn'] as const).map((language) => (
        <Section key={language} title={t(`cashier.methods.sections.instructions.${language}`)}>
          <InstructionStepsEditor
            language={language}
            steps={values.instructions[language]}
            errorOf={(index) => errorOf(`instructions.${language}.${index}`)}
            listError={errorOf(`instructions.${language}`)}
            onChange={(steps) => set('instructions', { ...values.instructions, [language]: steps })}
          />
        </Section>
      ))}

      <Section title={t('cashier.methods.sections.fields')}>
        {errorOf('fields') && (
          <p role="alert" className="text-xs font-medium text-ember-500">
            {errorOf('fields')}
          </p>
        )}
        {values.fields.map((field, index) => (
          <InputFieldEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: fields are edited in place and may share a blank key
            key={index}
            index={index}
            count={values.fields.length}
            field={field}
            errorOf={(name) => errorOf(`fields.${index}.${name}`)}
            onChange={(changed) =>
              set(
                'fields',
                values.fields.map((entry, at) => (at === index ? changed : entry)),
              )
            }
            onMove={(by) => set('fields', moved(values.fields, index, by))}
            onRemove={() =>
              set(
                'fields',
                values.fields.filter((_, at) => at !== index),
              )
            }
          />
        ))}
        <button
          type="button"
          disabled={values.fields.length >= cashierTextLimits.fields}
          onClick={() => set('fields', [...values.fields, newFieldValues()])}
          className={buttonClass('outline', 'sm')}
        >
          <Plus aria-hidden size={14} />
          {t('cashier.methods.addField')}
        </button>
      </Section>

      <FormFailure message={failure} />
      <FormActions onCancel={onDone} isPending={save.isPending} submitLabel={t('cashier.methods.save')} />
    </form>
  )
}

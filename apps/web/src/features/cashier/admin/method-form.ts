import {
  type PaymentField,
  type PaymentGateway,
  type PaymentMethod,
  type PaymentMethodInput,
  paymentMethodInput,
} from '@khela/contracts/cashier'
import type { StoredImage } from '@khela/contracts/content'
import { z } from 'zod'
import { parseTaka, parseTakaList, takaInputValue } from '../../../lib/taka.ts'

/** A method's input field as the editor holds it: the pattern as typed ('' for none). */
export interface FieldValues extends Omit<PaymentField, 'pattern'> {
  pattern: string
}

/** Settings → Banking's editor: amounts as taka text, everything else as the API has it. */
export interface MethodFormValues {
  code: string
  gateway: PaymentGateway
  name: string
  logo: StoredImage | null
  brandColor: string
  receivingAccount: string
  instructions: { en: string[]; bn: string[] }
  fields: FieldValues[]
  presetAmounts: string
  depositMin: string
  depositMax: string
  withdrawalMin: string
  withdrawalMax: string
  isDepositEnabled: boolean
  isWithdrawalEnabled: boolean
  position: string
}

/** Field path (as the API names it, `fields.1.pattern`) → error code. */
export type MethodFieldErrors = Record<string, string>

export function newFieldValues(): FieldValues {
  return {
    key: '',
    label: { en: '', bn: '' },
    type: 'text',
    isRequired: true,
    pattern: '',
    isUpperCased: false,
    isUnique: false,
  }
}

/** A blank method placed after the existing ones. */
export function newMethodValues(position: number): MethodFormValues {
  return {
    code: '',
    gateway: 'MOBILE_BANKING',
    name: '',
    logo: null,
    brandColor: '#E2136E',
    receivingAccount: '',
    instructions: { en: [''], bn: [''] },
    fields: [newFieldValues()],
    presetAmounts: '',
    depositMin: '',
    depositMax: '',
    withdrawalMin: '',
    withdrawalMax: '',
    isDepositEnabled: true,
    isWithdrawalEnabled: true,
    position: String(position),
  }
}

export function methodValuesOf(method: PaymentMethod): MethodFormValues {
  return {
    code: method.code,
    gateway: method.gateway,
    name: method.name,
    logo: method.logo,
    brandColor: method.brandColor,
    receivingAccount: method.receivingAccount,
    instructions: { en: [...method.instructions.en], bn: [...method.instructions.bn] },
    fields: method.fields.map((field) => ({
      ...field,
      label: { ...field.label },
      pattern: field.pattern ?? '',
    })),
    presetAmounts: method.presetAmounts.map(takaInputValue).join(', '),
    depositMin: takaInputValue(method.depositLimits.min),
    depositMax: takaInputValue(method.depositLimits.max),
    withdrawalMin: takaInputValue(method.withdrawalLimits.min),
    withdrawalMax: takaInputValue(method.withdrawalLimits.max),
    isDepositEnabled: method.isDepositEnabled,
    isWithdrawalEnabled: method.isWithdrawalEnabled,
    position: String(method.position),
  }
}

/**
 * The API's body for the editor's values, checked by the contract the API applies: either the input or the
 * errors by path. Taka that is not an amount is NUMBER_OUT_OF_RANGE on its own field.
 */
export function methodInputOf(
  values: MethodFormValues,
): { input: PaymentMethodInput; errors?: undefined } | { input?: undefined; errors: MethodFieldErrors } {
  const errors: MethodFieldErrors = {}
  const amount = (path: string, text: string) => {
    const poisha = parseTaka(text)
    if (poisha === null || poisha < 1) errors[path] = text.trim() === '' ? 'REQUIRED' : 'NUMBER_OUT_OF_RANGE'
    return poisha ?? 0
  }
  const presets = parseTakaList(values.presetAmounts)
  if (presets === null || presets.some((preset) => preset < 1)) errors.presetAmounts = 'NUMBER_OUT_OF_RANGE'
  const position = Number(values.position)
  const isPosition =
    values.position.trim() !== '' && Number.isInteger(position) && position >= 1 && position <= 1000
  if (!isPosition) errors.position = 'NUMBER_OUT_OF_RANGE'
  const input: PaymentMethodInput = {
    code: values.code.trim(),
    gateway: values.gateway,
    name: values.name,
    logo: values.logo,
    brandColor: values.brandColor.trim(),
    receivingAccount: values.receivingAccount,
    instructions: values.instructions,
    fields: values.fields.map((field) => ({
      ...field,
      key: field.key.trim(),
      pattern: field.pattern.trim() === '' ? null : field.pattern.trim(),
    })),
    presetAmounts: presets ?? [],
    depositLimits: {
      min: amount('depositLimits.min', values.depositMin),
      max: amount('depositLimits.max', values.depositMax),
    },
    withdrawalLimits: {
      min: amount('withdrawalLimits.min', values.withdrawalMin),
      max: amount('withdrawalLimits.max', values.withdrawalMax),
    },
    isDepositEnabled: values.isDepositEnabled,
    isWithdrawalEnabled: values.isWithdrawalEnabled,
    position: isPosition ? position : 1,
  }
  const checked = paymentMethodInput.safeParse(input)
  if (!checked.success) {
    for (const issue of checked.error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message
  }
  return Object.keys(errors).length > 0 ? { errors } : { input }
}

/** The form's fields for the API's amount paths; every other path names the same place in both. */
const formPathOfAmount: Readonly<Record<string, keyof MethodFormValues>> = {
  'depositLimits.min': 'depositMin',
  'depositLimits.max': 'depositMax',
  'withdrawalLimits.min': 'withdrawalMin',
  'withdrawalLimits.max': 'withdrawalMax',
}

/** Where a problem the API names by its path (`depositLimits.min`, `fields.1.pattern`) sits in the form's values. */
export function methodFormPathOf(path: string): string {
  return formPathOfAmount[path] ?? path
}

/** The editor's resolver schema: `methodInputOf`, its problems put where the form holds the values. */
export const methodForm = z.custom<MethodFormValues>().transform((values, context) => {
  const checked = methodInputOf(values)
  if (checked.input) return checked.input
  for (const [path, code] of Object.entries(checked.errors)) {
    context.addIssue({ code: 'custom', message: code, path: methodFormPathOf(path).split('.') })
  }
  return z.NEVER
})

/** Moves one entry of a list up (-1) or down (+1); out-of-range moves leave the list as it is. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (target < 0 || target >= list.length) return [...list]
  const next = [...list]
  const [entry] = next.splice(index, 1)
  if (entry !== undefined) next.splice(target, 0, entry)
  return next
}

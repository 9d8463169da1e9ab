import {
  type CashierMethod,
  depositInput,
  normalisedFieldValue,
  type PaymentField,
  textFieldError,
} from '@khela/contracts/cashier'
import { z } from 'zod'

/**
 * Step 3's values by field key (`senderAccountNumber`, `transactionId`): a text field as typed, an image field
 * the id of its uploaded screenshot ('' until one is uploaded).
 */
export type DepositDetailsValues = Record<string, string>

export function depositDetailsValues(fields: readonly PaymentField[]): DepositDetailsValues {
  return Object.fromEntries(fields.map((field) => [field.key, '']))
}

/**
 * A field's error code, or null: a text field by the server's own rules; a required image field wants an uploaded
 * screenshot, and goes on saying why its last file was refused (`refusal`) until another one is chosen.
 */
export function depositFieldError(field: PaymentField, value: string, refusal?: string): string | null {
  if (field.type === 'text') return textFieldError(field, value)
  return field.isRequired && value === '' ? (refusal ?? 'REQUIRED') : null
}

/** The inputs as sent: text trimmed (upper-cased where the field says so) and left out when empty; slip ids. */
export function depositInputsOf(
  fields: readonly PaymentField[],
  values: DepositDetailsValues,
): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = values[field.key] ?? ''
      const sent = field.type === 'text' ? normalisedFieldValue(field, value) : value
      return sent === '' ? [] : [[field.key, sent]]
    }),
  )
}

/**
 * The details step's resolver for one method and amount: each field checked as the server checks it (a refused
 * screenshot's reason kept), then the deposit the contract takes, which has the last word.
 */
export function depositDetailsForm(
  method: Pick<CashierMethod, 'id' | 'fields'>,
  amount: number | null,
  refusals: Readonly<Record<string, string>> = {},
) {
  return z
    .record(z.string(), z.string())
    .superRefine((values, context) => {
      for (const field of method.fields) {
        const code = depositFieldError(field, values[field.key] ?? '', refusals[field.key])
        if (code) context.addIssue({ code: 'custom', message: code, path: [field.key] })
      }
    })
    .transform((values) => ({ methodId: method.id, amount, inputs: depositInputsOf(method.fields, values) }))
    .pipe(depositInput)
}

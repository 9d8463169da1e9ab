import { useId, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { parseTaka } from '../../../lib/taka.ts'

/**
 * One cashier action as a small form: an optional text field (the player, or a payout code) and an optional amount
 * in taka, sent on Submit; the API's refusal shows under it. The counter's forms are this simple on purpose.
 */
export function CounterForm({
  title,
  textLabel,
  amountLabel,
  submitLabel,
  onSubmit,
}: {
  title: string
  textLabel?: string
  amountLabel?: string
  submitLabel: string
  onSubmit: (values: { text: string; amount: number }) => Promise<unknown>
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  const [text, setText] = useState('')
  const [amount, setAmount] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (isSending) return
    const poisha = amountLabel ? parseTaka(amount) : 0
    if (poisha === null || (amountLabel && poisha < 0)) return setFailure(t('fieldErrors.INVALID_FORMAT'))
    if (textLabel && text.trim() === '') return setFailure(t('fieldErrors.REQUIRED'))
    setFailure(null)
    setIsSending(true)
    try {
      await onSubmit({ text: text.trim(), amount: poisha })
      setText('')
      setAmount('')
    } catch (error) {
      setFailure(errorMessage(error))
    } finally {
      setIsSending(false)
    }
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-night-700 p-4"
    >
      <h2 id={`${id}-title`} className="text-base font-bold text-white">
        {title}
      </h2>
      {textLabel && (
        <div>
          <label htmlFor={`${id}-text`} className="mb-1 block text-sm text-slate-300">
            {textLabel}
          </label>
          <input
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={inputClass}
          />
        </div>
      )}
      {amountLabel && (
        <div>
          <label htmlFor={`${id}-amount`} className="mb-1 block text-sm text-slate-300">
            {amountLabel}
          </label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={inputClass}
          />
        </div>
      )}
      {failure && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {failure}
        </p>
      )}
      <button type="submit" disabled={isSending} className={buttonClass('gold')}>
        {isSending ? '...' : submitLabel}
      </button>
    </form>
  )
}

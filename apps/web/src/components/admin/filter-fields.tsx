import { Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { inputClass } from '../ui/form-field.tsx'

const TYPING_DEBOUNCE_MS = 300

/** A text filter that tells the address only once the typing pauses. */
export function useDebouncedText(value: string, onSettled: (value: string) => void) {
  const [text, setText] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const change = (next: string) => {
    setText(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onSettled(next), TYPING_DEBOUNCE_MS)
  }
  return [text, change] as const
}

interface SearchFilterFieldProps {
  /** The filter's `useId()`; the box is `${id}-${name}`. */
  id: string
  name: string
  label: string
  /** Hidden (`sr-only`, the placeholder says what to type) unless given. */
  labelClassName?: string
  placeholder: string
  value: string
  maxLength: number
  /** A magnifier in the box (the list's main search). */
  hasIcon?: boolean
  /** The cell's place in the filter's grid. */
  className?: string
  /** Told the text once typing pauses. */
  onChange: (value: string) => void
}

/** A back-office list's free-text filter, told to the address once typing pauses. */
export function SearchFilterField({
  id,
  name,
  label,
  labelClassName = 'sr-only',
  placeholder,
  value,
  maxLength,
  hasIcon = false,
  className,
  onChange,
}: SearchFilterFieldProps) {
  const [text, setText] = useDebouncedText(value, onChange)
  return (
    <div className={className}>
      <label htmlFor={`${id}-${name}`} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        {hasIcon && (
          <Search
            aria-hidden
            size={16}
            className="pointer-events-none absolute top-3.5 left-3 text-slate-500"
          />
        )}
        <input
          id={`${id}-${name}`}
          type="search"
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className={hasIcon ? `${inputClass} pl-9` : inputClass}
        />
      </div>
    </div>
  )
}

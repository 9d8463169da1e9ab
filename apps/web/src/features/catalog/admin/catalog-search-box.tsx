import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { inputClass } from '../../../components/ui/form-field.tsx'

/** Waits for a pause in typing, so a search is not a request per letter. */
const SEARCH_DEBOUNCE_MS = 300

interface CatalogSearchBoxProps {
  label: string
  placeholder: string
  onSearch: (search: string) => void
}

export function CatalogSearchBox({ label, placeholder, onSearch }: CatalogSearchBoxProps) {
  const id = useId()
  const [value, setValue] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <search className="relative block w-full max-w-md">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden size={16} className="pointer-events-none absolute top-3.5 left-3 text-slate-500" />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => {
          const next = event.target.value
          setValue(next)
          clearTimeout(timer.current)
          timer.current = setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS)
        }}
        className={`${inputClass} pl-9`}
      />
    </search>
  )
}

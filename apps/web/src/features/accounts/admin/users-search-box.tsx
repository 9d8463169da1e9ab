import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'

/** Searching on every keystroke would send a request per letter; this waits for a pause in typing. */
const SEARCH_DEBOUNCE_MS = 300

interface UsersSearchBoxProps {
  initialValue: string
  onSearch: (search: string) => void
}

export function UsersSearchBox({ initialValue, onSearch }: UsersSearchBoxProps) {
  const { t } = useTranslation('admin')
  const id = useId()
  const [value, setValue] = useState(initialValue)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <search className="relative mb-4 block max-w-md">
      <label htmlFor={id} className="sr-only">
        {t('users.search')}
      </label>
      <Search aria-hidden size={16} className="pointer-events-none absolute top-3.5 left-3 text-slate-500" />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={100}
        placeholder={t('users.searchPlaceholder')}
        onChange={(event) => {
          const next = event.target.value
          setValue(next)
          clearTimeout(timer.current)
          timer.current = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS)
        }}
        className={`${inputClass} pl-9`}
      />
    </search>
  )
}

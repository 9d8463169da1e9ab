import type { Language } from '@khela/contracts/i18n'
import { useId } from 'react'

/** Bangladesh for বাংলা, the United Kingdom for English (en-GB is the site's English). */
export function FlagIcon({ language }: { language: Language }) {
  const clipId = useId()
  if (language === 'bn') {
    return (
      <svg viewBox="0 0 30 20" className="h-4 w-6 rounded-[3px]" aria-hidden>
        <rect width="30" height="20" fill="#006a4e" />
        <circle cx="13.5" cy="10" r="6" fill="#f42a41" />
      </svg>
    )
  }
  return (
    <svg viewBox="0 0 60 30" className="h-4 w-6 rounded-[3px]" aria-hidden>
      <clipPath id={clipId}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <path d="M0 0v30h60V0z" fill="#012169" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30m0-30L0 30" clipPath={`url(#${clipId})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  )
}

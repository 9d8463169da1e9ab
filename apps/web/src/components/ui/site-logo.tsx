import { useId } from 'react'

interface SiteLogoProps {
  className?: string
  /** Only the "K" tile, for narrow places such as a collapsed sidebar. */
  isMarkOnly?: boolean
}

/** The Khela wordmark: a gold "K" tile and the name, drawn in SVG so it stays sharp and needs no image request. */
export function SiteLogo({ className = 'h-8', isMarkOnly = false }: SiteLogoProps) {
  const gradientId = useId()
  return (
    <svg
      viewBox={isMarkOnly ? '0 0 40 40' : '0 0 148 40'}
      className={className}
      role="img"
      aria-label="Khela"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="0.55" stopColor="#f5b419" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradientId})`} />
      <path d="M11 8h7v10.5L28 8h9L25.5 19.5 37 32h-9l-7.6-8.6L18 26v6h-7z" fill="#0a0f1c" />
      <text
        x="48"
        y="29"
        fill="#f8fafc"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="25"
        fontWeight="900"
        letterSpacing="1.5"
      >
        KHELA
      </text>
      <circle cx="143" cy="27" r="3.5" fill={`url(#${gradientId})`} />
    </svg>
  )
}

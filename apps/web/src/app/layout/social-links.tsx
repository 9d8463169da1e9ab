import { useTranslation } from '../../lib/i18n.ts'

/** Simple glyphs drawn here: lucide no longer ships brand marks, and CSP forbids remote images. */
const networks = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    glyph:
      'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z',
  },
  {
    name: 'Telegram',
    href: 'https://telegram.org/',
    glyph:
      'M20.7 4.3 2.9 11.2c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.8 5.4c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.2-2.1 4.6 3.4c.8.5 1.4.2 1.6-.8l3-14.1c.3-1.2-.5-1.8-1.6-1.2zM8.7 13.9l9.6-6.1c.5-.3.9-.1.5.2l-8 7.3-.3 3.3z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    glyph:
      'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    glyph:
      'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.2c-.1-1.5-.4-2.8-1.5-3.8s-2.3-1.4-3.8-1.5C14.2 2.8 9.8 2.8 8.3 2.9c-1.5.1-2.8.4-3.8 1.5S3 6.7 2.9 8.2c-.1 1.5-.1 6.1 0 7.6.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5c1.5.1 6 .1 7.5 0 1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8c.1-1.5.1-6.1 0-7.6z',
  },
]

export function SocialLinks() {
  const { t } = useTranslation()
  return (
    <ul aria-label={t('footer.social')} className="flex gap-2">
      {networks.map(({ name, href, glyph }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="grid size-9 place-items-center rounded-full border border-night-600 bg-night-800 text-slate-300 transition hover:border-gold-500 hover:text-gold-300"
          >
            <svg viewBox="0 0 24 24" className="size-4.5" fill="currentColor" fillRule="evenodd" aria-hidden>
              <path d={glyph} />
            </svg>
            <span lang="en" className="sr-only">
              {name}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

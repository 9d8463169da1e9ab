/** The modals' side picture on large screens: a cricket ball, chips and cards, drawn here (no stock art). */
export function AuthSideArt() {
  return (
    <svg
      viewBox="0 0 300 460"
      aria-hidden
      preserveAspectRatio="xMidYMid slice"
      className="hidden h-full w-full lg:block"
    >
      <defs>
        <linearGradient id="auth-art-sky" x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor="#1a2440" />
          <stop offset="0.6" stopColor="#0e1526" />
          <stop offset="1" stopColor="#070b15" />
        </linearGradient>
        <radialGradient id="auth-art-glow" cx="0.5" cy="0.45" r="0.5">
          <stop offset="0" stopColor="#f5b419" stopOpacity="0.35" />
          <stop offset="1" stopColor="#f5b419" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="auth-art-ball" cx="0.35" cy="0.3" r="0.75">
          <stop offset="0" stopColor="#fb7185" />
          <stop offset="0.6" stopColor="#e11d48" />
          <stop offset="1" stopColor="#881337" />
        </radialGradient>
      </defs>
      <rect width="300" height="460" fill="url(#auth-art-sky)" />
      <circle cx="150" cy="200" r="170" fill="url(#auth-art-glow)" />
      <g transform="translate(70 250) rotate(-14)">
        <rect width="92" height="128" rx="10" fill="#f8fafc" />
        <text x="12" y="30" fontSize="24" fontWeight="700" fill="#e11d48">
          A
        </text>
        <path
          d="M46 52c-14 14-22 22-22 32a11 11 0 0 0 19 7l-3 13h12l-3-13a11 11 0 0 0 19-7c0-10-8-18-22-32z"
          fill="#e11d48"
        />
      </g>
      <g transform="translate(138 236) rotate(10)">
        <rect width="92" height="128" rx="10" fill="#fdf6e3" />
        <text x="12" y="30" fontSize="24" fontWeight="700" fill="#0e1526">
          K
        </text>
        <path d="M46 50l22 30-22 30-22-30z" fill="#0e1526" />
      </g>
      <g transform="translate(150 150)">
        <circle r="62" fill="url(#auth-art-ball)" />
        <path
          d="M-20 -58c14 36 14 80 0 116M-8 -61c14 38 14 84 0 122"
          stroke="#fde68a"
          strokeWidth="3"
          fill="none"
          strokeDasharray="6 5"
        />
      </g>
      {[
        [58, 380, '#f5b419'],
        [236, 392, '#10b981'],
        [246, 96, '#f5b419'],
      ].map(([x, y, colour]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <circle r="24" fill={String(colour)} />
          <circle r="24" fill="none" stroke="#f8fafc" strokeWidth="5" strokeDasharray="7 8" />
          <circle r="14" fill="none" stroke="#070b15" strokeOpacity="0.35" strokeWidth="2" />
        </g>
      ))}
      <text
        x="150"
        y="440"
        textAnchor="middle"
        fontSize="22"
        fontWeight="800"
        letterSpacing="6"
        fill="#fcd34d"
      >
        KHELA
      </text>
    </svg>
  )
}

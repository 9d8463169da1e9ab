// Shared by both game pages: the launch's settings, texts, money and the one call to the studio's backend.
// Plain JavaScript served as is: the studio has no build step.

/** @type {{ session: string, game: string, lang: 'en' | 'bn', currency: string, isDemo: boolean, balance: number, freeRounds: { id: string, stake: number, remaining: number }[], stakes: number[], chips: number[], maxTotalStake: number, rtp: string, text: Record<string, string> }} */
export const config = JSON.parse(document.getElementById('game-config')?.textContent ?? '{}')

/** A text in the launch's language, `{name}` placeholders filled from `values`. */
export function t(key, values = {}) {
  const text = config.text[key] ?? key
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''))
}

const locale = config.lang === 'bn' ? 'bn-BD' : 'en-IN'
const moneyFormat = new Intl.NumberFormat(locale, {
  style: 'currency',
  currency: config.currency,
  minimumFractionDigits: 2,
})
export const money = (minorUnits) => moneyFormat.format(minorUnits / 100)
export const number = (value) => new Intl.NumberFormat(locale).format(value)

/** Makes an element: `el('button', { class: 'x', onclick }, 'text', child)`. */
export function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue
    if (name.startsWith('on')) element.addEventListener(name.slice(2), value)
    else element.setAttribute(name, value === true ? '' : String(value))
  }
  element.append(...children)
  return element
}

/** Makes an SVG element from markup the page itself wrote (never from input). */
export function svg(markup) {
  const template = document.createElement('template')
  template.innerHTML = markup.trim()
  return template.content.firstElementChild
}

/** The header every game shares: title, balance, RTP and a demo badge; returns the parts that change. */
export function gameHeader(root) {
  const balance = el('output', { class: 'balance-value', 'aria-live': 'polite' }, money(config.balance))
  const status = el('p', { class: 'status', role: 'status', 'aria-live': 'polite' })
  root.append(
    el(
      'header',
      { class: 'game-header' },
      el('h1', { id: 'game-title' }, t(config.game)),
      el('p', { class: 'balance' }, el('span', {}, `${t('balance')}: `), balance),
      el('p', { class: 'meta' }, config.isDemo ? `${t('demo')} · ` : '', t('rtp', { rtp: config.rtp })),
    ),
    status,
  )
  return {
    showBalance(value) {
      if (typeof value !== 'number') return
      balance.textContent = money(value)
      // The casino around the frame refreshes its own balance display from this.
      window.parent.postMessage({ type: 'khela:balance', balance: value, currency: config.currency }, '*')
    },
    say(text, tone = 'info') {
      status.textContent = text
      status.dataset.tone = tone
    },
  }
}

/** Plays one round through the studio's backend. */
export async function spin(body) {
  const response = await fetch('/api/spin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session: config.session, game: config.game, ...body }),
  })
  if (!response.ok) throw new Error(`spin answered ${response.status}`)
  return response.json()
}

/** The player-facing sentence for an answer that did not settle. */
export function failureText(answer) {
  if (answer.status === 'failed') return t('failed')
  if (answer.status === 'win_pending') return t('winPending', { amount: money(answer.win) })
  const reason = config.text[answer.code] ? t(answer.code) : t('other', { code: answer.code })
  return t('refused', { reason })
}

export const pause = (ms) =>
  new Promise((resolve) =>
    setTimeout(resolve, window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : ms),
  )

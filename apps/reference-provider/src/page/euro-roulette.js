import { config, el, failureText, gameHeader, money, number, pause, spin, svg, t } from './common.js'

// Euro Roulette's page: a wheel drawn in SVG, a board of buttons (numbers run down in three columns, so it fits a
// phone), chips, and the spin. Each click on the board adds the chosen chip to that bet.

const reds = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
const wheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
]
const colorOf = (n) => (n === 0 ? 'green' : reds.has(n) ? 'red' : 'black')

const root = document.getElementById('game')
const header = gameHeader(root)

function wheelSvg() {
  const slice = 360 / 37
  const point = (angle, radius) => {
    const radians = ((angle - 90) * Math.PI) / 180
    return `${50 + radius * Math.cos(radians)},${50 + radius * Math.sin(radians)}`
  }
  const fills = { green: '#15803d', red: '#b91c1c', black: '#1f2937' }
  const slices = wheelOrder
    .map((n, index) => {
      const from = index * slice - slice / 2
      const to = from + slice
      const labelAt = point(index * slice, 41).split(',')
      return `<path d="M50,50 L${point(from, 48)} A48,48 0 0,1 ${point(to, 48)} Z" fill="${fills[colorOf(n)]}" stroke="#d4af37" stroke-width="0.3"/>
<text x="${labelAt[0]}" y="${labelAt[1]}" font-size="3.6" fill="#fff" text-anchor="middle" dominant-baseline="middle" transform="rotate(${index * slice} ${labelAt[0]} ${labelAt[1]})">${n}</text>`
    })
    .join('')
  return svg(
    `<svg viewBox="0 0 100 100" class="wheel" aria-hidden="true"><g class="wheel-turn">${slices}<circle cx="50" cy="50" r="30" fill="#78350f"/><circle cx="50" cy="50" r="6" fill="#d4af37"/></g><polygon points="50,0 47,6 53,6" fill="#facc15"/></svg>`,
  )
}

const wheel = wheelSvg()
const result = el('output', { class: 'roulette-result', 'aria-live': 'polite' }, '–')
let chip = config.chips[2]
/** The slip: bet key → { bet, amount, button }. */
const slip = new Map()
const total = el('output', { class: 'total' }, money(0))

const chipButtons = config.chips.map((value) =>
  el(
    'button',
    {
      type: 'button',
      class: 'chip',
      'aria-pressed': String(value === chip),
      onclick: (event) => {
        chip = value
        for (const button of chipButtons)
          button.setAttribute('aria-pressed', String(button === event.currentTarget))
      },
    },
    money(value),
  ),
)

function betButton(key, bet, label, extraClass = '') {
  const badge = el('span', { class: 'stack', hidden: true })
  const button = el(
    'button',
    {
      type: 'button',
      class: `bet ${extraClass}`,
      onclick: () => {
        const current = slip.get(key)?.amount ?? 0
        const staked = [...slip.values()].reduce((sum, entry) => sum + entry.amount, 0)
        if (staked + chip > config.maxTotalStake) return
        const amount = current + chip
        slip.set(key, { bet, amount, button })
        badge.hidden = false
        badge.textContent = money(amount)
        button.setAttribute('aria-label', t('betOn', { target: label, amount: money(amount) }))
        total.textContent = money(staked + chip)
      },
    },
    el('span', { class: 'bet-label' }, label),
    badge,
  )
  button.setAttribute('aria-label', label)
  return button
}

const numbers = el('div', { class: 'numbers' })
numbers.append(betButton('n0', { kind: 'straight', number: 0 }, number(0), 'green zero'))
for (let n = 1; n <= 36; n += 1)
  numbers.append(betButton(`n${n}`, { kind: 'straight', number: n }, number(n), colorOf(n)))
for (let c = 1; c <= 3; c += 1)
  numbers.append(betButton(`c${c}`, { kind: 'column', number: c }, t(`column${c}`), 'outside'))

const outside = el(
  'div',
  { class: 'outside-bets' },
  ...[1, 2, 3].map((d) => betButton(`d${d}`, { kind: 'dozen', number: d }, t(`dozen${d}`), 'outside')),
  ...['low', 'even', 'red', 'black', 'odd', 'high'].map((kind) =>
    betButton(kind, { kind }, t(kind), `outside ${kind === 'red' || kind === 'black' ? kind : ''}`),
  ),
)

function clearSlip() {
  for (const { button } of slip.values()) {
    const badge = button.querySelector('.stack')
    badge.hidden = true
    button.setAttribute('aria-label', button.querySelector('.bet-label').textContent)
  }
  slip.clear()
  total.textContent = money(0)
}

const spinButton = el('button', { type: 'button', class: 'spin-button' }, t('spin'))
const clearButton = el('button', { type: 'button', class: 'secondary', onclick: clearSlip }, t('clear'))
let turns = 0

async function playRound() {
  const bets = [...slip.values()].map(({ bet, amount }) => ({ ...bet, amount }))
  if (bets.length === 0) {
    header.say(t('placeBets'), 'error')
    return
  }
  spinButton.disabled = true
  spinButton.textContent = t('spinning')
  try {
    const answer = await spin({ bets })
    if (answer.status !== 'settled') {
      header.say(failureText(answer), 'error')
      header.showBalance(answer.balance)
      return
    }
    const landed = answer.roulette.number
    turns += 1
    const index = wheelOrder.indexOf(landed)
    wheel.querySelector('.wheel-turn').style.transform = `rotate(${turns * 720 - (index * 360) / 37}deg)`
    await pause(1200)
    result.textContent = number(landed)
    result.dataset.color = colorOf(landed)
    const landedText = t('ballLanded', { number: number(landed), color: t(colorOf(landed)) })
    header.say(
      answer.win > 0
        ? `${landedText}. ${t('youWon', { amount: money(answer.win) })}`
        : `${landedText}. ${t('noWin')}`,
    )
    header.showBalance(answer.balance)
  } catch {
    header.say(t('network'), 'error')
  } finally {
    spinButton.disabled = false
    spinButton.textContent = t('spin')
  }
}
spinButton.addEventListener('click', playRound)

root.append(
  el('div', { class: 'table' }, el('div', { class: 'wheel-box' }, wheel, result)),
  el('div', { class: 'chips', role: 'group', 'aria-label': t('chip') }, ...chipButtons),
  el('div', { class: 'board', role: 'group', 'aria-label': t('board') }, numbers, outside),
  el('div', { class: 'controls' }, el('p', {}, `${t('totalBet')}: `, total), clearButton, spinButton),
)

import { config, el, failureText, gameHeader, money, number, pause, spin, svg, t } from './common.js'

// Fortune Five's page: reels drawn in SVG, a stake picker and a spin button; free rounds (if granted) first.

const symbolNames = ['wild', 'scatter', 'seven', 'diamond', 'bell', 'cherry', 'ace', 'king', 'queen', 'jack']

const letter = (text, fill) =>
  `<circle cx="50" cy="50" r="34" fill="${fill}"/><text x="50" y="64" text-anchor="middle" font-size="40" font-weight="700" fill="#fff" font-family="Georgia, serif">${text}</text>`

/** Each symbol's art, a 100×100 SVG body. */
const art = {
  wild: `<rect x="10" y="22" width="80" height="56" rx="12" fill="#7c3aed"/><text x="50" y="62" text-anchor="middle" font-size="28" font-weight="800" fill="#fde68a" font-family="system-ui, sans-serif">WILD</text>`,
  scatter: `<polygon points="50,8 61,38 94,38 67,57 77,90 50,70 23,90 33,57 6,38 39,38" fill="#facc15" stroke="#b45309" stroke-width="3"/>`,
  seven: `<text x="50" y="80" text-anchor="middle" font-size="82" font-weight="900" fill="#dc2626" stroke="#7f1d1d" stroke-width="3" font-family="Georgia, serif">7</text>`,
  diamond: `<polygon points="50,10 88,42 50,92 12,42" fill="#38bdf8" stroke="#0369a1" stroke-width="3"/><polygon points="50,10 66,42 50,92 34,42" fill="#bae6fd"/>`,
  bell: `<path d="M50 12c-18 0-28 16-28 36v16l-8 10h72l-8-10V48c0-20-10-36-28-36z" fill="#f59e0b" stroke="#92400e" stroke-width="3"/><circle cx="50" cy="82" r="8" fill="#92400e"/>`,
  cherry: `<path d="M36 62 C40 36 52 22 70 14 M64 64 C64 42 66 26 70 14" stroke="#15803d" stroke-width="4" fill="none"/><circle cx="34" cy="70" r="16" fill="#e11d48"/><circle cx="64" cy="72" r="16" fill="#be123c"/>`,
  ace: letter('A', '#0f766e'),
  king: letter('K', '#1d4ed8'),
  queen: letter('Q', '#9d174d'),
  jack: letter('J', '#4d7c0f'),
}

const symbolSvg = (name) =>
  svg(`<svg viewBox="0 0 100 100" role="img" aria-label="${t(name)}" class="symbol">${art[name]}</svg>`)

const root = document.getElementById('game')
const header = gameHeader(root)
let freeRounds = config.freeRounds.reduce((sum, grant) => sum + grant.remaining, 0)
const freeStake = config.freeRounds[0]?.stake ?? 0

const cells = []
const reels = el('div', { class: 'reels', role: 'group', 'aria-label': t('reels') })
for (let reel = 0; reel < 5; reel += 1) {
  const column = el('div', { class: 'reel' })
  for (let row = 0; row < 3; row += 1) {
    const cell = el('div', { class: 'cell' }, symbolSvg(symbolNames[(reel * 3 + row + 2) % 10]))
    cells.push(cell)
    column.append(cell)
  }
  reels.append(column)
}

const stakeSelect = el(
  'select',
  { id: 'stake', class: 'stake' },
  ...config.stakes.map((stake, index) => el('option', { value: stake, selected: index === 2 }, money(stake))),
)
const spinButton = el('button', { type: 'button', class: 'spin-button' }, t('spin'))
const winOutput = el('output', { class: 'win', for: 'stake' }, '')
const freeInfo = el('p', { class: 'free-rounds', hidden: freeRounds === 0 })

function showFreeRounds() {
  freeInfo.hidden = freeRounds === 0
  freeInfo.textContent = `${t('freeRounds', { count: number(freeRounds) })} ${t('freeRoundsNote', { amount: money(freeStake) })}`
  stakeSelect.disabled = freeRounds > 0
}
showFreeRounds()

root.append(
  freeInfo,
  reels,
  el(
    'div',
    { class: 'controls' },
    el('label', { for: 'stake' }, t('stake')),
    stakeSelect,
    spinButton,
    el('p', { class: 'win-line' }, el('span', {}, `${t('lastWin')}: `), winOutput),
  ),
  el('p', { class: 'meta' }, t('lines')),
)

function showGrid(spinOutcome) {
  const winning = new Set()
  for (const win of spinOutcome.lineWins) winning.add(win.line)
  spinOutcome.grid.forEach((column, reel) => {
    column.forEach((symbol, row) => {
      const cell = cells[reel * 3 + row]
      cell.replaceChildren(symbolSvg(symbolNames[symbol]))
      cell.classList.toggle('scatter-hit', symbol === 1 && spinOutcome.scatters >= 3)
    })
  })
  reels.classList.toggle('has-win', spinOutcome.win > 0)
  return winning.size > 0 ? t('paylines', { lines: [...winning].map(number).join(', ') }) : ''
}

async function playRound() {
  spinButton.disabled = true
  spinButton.textContent = t('spinning')
  reels.classList.add('spinning')
  try {
    const isFree = freeRounds > 0
    const answer = await spin({ stake: isFree ? freeStake : Number(stakeSelect.value), free: isFree })
    await pause(350)
    reels.classList.remove('spinning')
    if (answer.status !== 'settled' && answer.status !== 'free') {
      header.say(failureText(answer), answer.status === 'win_pending' ? 'info' : 'error')
      header.showBalance(answer.balance)
      return
    }
    const round = answer.slot
    let lines = showGrid(round.base)
    if (round.freeSpins.length > 0) {
      header.say(t('freeSpinsWon', { count: number(round.freeSpins.length) }))
      for (const [index, freeSpin] of round.freeSpins.entries()) {
        await pause(600)
        lines = showGrid(freeSpin)
        header.say(t('freeSpins', { count: `${number(index + 1)}/${number(round.freeSpins.length)}` }))
      }
    }
    winOutput.textContent = money(answer.win)
    if (answer.status === 'free') {
      freeRounds = answer.freeRoundsLeft
      showFreeRounds()
      header.say(t('freeRoundWin', { amount: money(answer.win) }))
    } else {
      header.say(answer.win > 0 ? `${t('youWon', { amount: money(answer.win) })} ${lines}` : t('noWin'))
      header.showBalance(answer.balance)
    }
  } catch {
    header.say(t('network'), 'error')
  } finally {
    reels.classList.remove('spinning')
    spinButton.disabled = false
    spinButton.textContent = t('spin')
    spinButton.focus()
  }
}

spinButton.addEventListener('click', playRound)

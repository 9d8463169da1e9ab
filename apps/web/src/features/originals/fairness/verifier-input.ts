import { type FairGame, isHouseEdgeAllowed } from '@khela/contracts/fairness'
import {
  type CoinSide,
  type DiceDirection,
  diceWinChance,
  isDiceChanceAllowed,
  limboTargetBounds,
  minesCountBounds,
} from '@khela/contracts/fairness-games'
import { z } from 'zod'

/** What the verifier's form holds: text as typed, so a half-typed value is never lost. */
export interface VerifierForm {
  game: FairGame
  serverSeed: string
  /** The SHA-256 shown before play, if the player kept it: checked against the server seed. */
  serverSeedHash: string
  clientSeed: string
  nonce: string
  /** The house edge in percent with up to 2 decimals ("1.00"). */
  edge: string
  diceTarget: string
  diceDirection: DiceDirection
  limboTarget: string
  coinPick: CoinSide
  minesCount: string
  roundSeed: string
  salt: string
  commitment: string
  /** The seed of the round before (optional): SHA-256 of the round seed must be it. */
  previousSeed: string
  /** The client seeds of the chain's round 1 bets, one a line (optional): the salt is checked against them. */
  saltClientSeeds: string
}

export type VerifierField = Exclude<keyof VerifierForm, 'game' | 'diceDirection' | 'coinPick'>

/** Why a field cannot be used; each has an English and a Bengali sentence under fairness.errors. */
export type VerifierError =
  | 'REQUIRED'
  | 'SEED_FORMAT'
  | 'NONCE_FORMAT'
  | 'EDGE_RANGE'
  | 'DICE_TARGET_RANGE'
  | 'LIMBO_TARGET_RANGE'
  | 'MINES_RANGE'

export type SeededCheck =
  | { game: 'dice'; target: number; direction: DiceDirection }
  | { game: 'limbo'; target: number }
  | { game: 'heads_tails'; pick: CoinSide }
  | { game: 'mines'; mines: number }

/** The inputs of one check, in the scheme's units: hundredths, ten-thousandths, basis points. */
export type VerifierInput = { edgeBps: number } & (
  | {
      kind: 'seeded'
      serverSeed: string
      serverSeedHash: string | null
      clientSeed: string
      nonce: number
      bet: SeededCheck
    }
  | {
      kind: 'crash'
      roundSeed: string
      salt: string
      commitment: string | null
      previousSeed: string | null
      /** Null when none were given: the salt's derivation is then not checked. */
      saltClientSeeds: string[] | null
    }
)

export type ParsedVerifierForm =
  | { isValid: true; input: VerifierInput }
  | { isValid: false; errors: Partial<Record<VerifierField, VerifierError>> }

export function emptyVerifierForm(game: FairGame = 'dice'): VerifierForm {
  return {
    game,
    serverSeed: '',
    serverSeedHash: '',
    clientSeed: '',
    nonce: '0',
    edge: '1.00',
    diceTarget: '50.00',
    diceDirection: 'under',
    limboTarget: '2.00',
    coinPick: 'heads',
    minesCount: '3',
    roundSeed: '',
    salt: '',
    commitment: '',
    previousSeed: '',
    saltClientSeeds: '',
  }
}

const bengaliDigits = '০১২৩৪৫৬৭৮৯'
const hexSeed = /^[0-9a-f]{64}$/

function latinDigits(text: string): string {
  return text.trim().replace(/[০-৯]/g, (digit) => String(bengaliDigits.indexOf(digit)))
}

/**
 * A decimal typed by a person ("49.5", "১.০০", "1,000") as an integer of 10^-decimals, or null: integer arithmetic
 * only, so 49.5 is exactly 4950 hundredths.
 */
export function parseScaledDecimal(text: string, decimals: number): number | null {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(latinDigits(text).replaceAll(',', ''))
  if (!match) return null
  const [, whole = '0', fraction = ''] = match
  if (fraction.length > decimals) return null
  return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0')
}

/** Checks the form for its game and turns it into the scheme's inputs; every problem is named per field. */
export function parseVerifierForm(form: VerifierForm): ParsedVerifierForm {
  const errors: Partial<Record<VerifierField, VerifierError>> = {}
  const seed = (
    field: 'serverSeed' | 'roundSeed' | 'serverSeedHash' | 'commitment' | 'previousSeed',
    isOptional = false,
  ) => {
    const value = form[field].trim().toLowerCase()
    if (!value) {
      if (!isOptional) errors[field] = 'REQUIRED'
      return null
    }
    if (!hexSeed.test(value)) errors[field] = 'SEED_FORMAT'
    return value
  }
  const text = (field: 'clientSeed' | 'salt') => {
    const value = form[field].trim()
    if (!value) errors[field] = 'REQUIRED'
    return value
  }

  const edgeBps = parseScaledDecimal(form.edge, 2)
  if (form.edge.trim() === '') errors.edge = 'REQUIRED'
  else if (edgeBps === null || !isHouseEdgeAllowed(edgeBps)) errors.edge = 'EDGE_RANGE'

  if (form.game === 'crash') {
    const roundSeed = seed('roundSeed')
    const salt = text('salt')
    const commitment = seed('commitment', true)
    const previousSeed = seed('previousSeed', true)
    const clientSeeds = form.saltClientSeeds
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    if (clientSeeds.length > 0 && commitment === null) errors.commitment = 'REQUIRED'
    if (Object.keys(errors).length > 0 || roundSeed === null || edgeBps === null) {
      return { isValid: false, errors }
    }
    const saltClientSeeds = clientSeeds.length > 0 ? clientSeeds : null
    return {
      isValid: true,
      input: { kind: 'crash', edgeBps, roundSeed, salt, commitment, previousSeed, saltClientSeeds },
    }
  }

  const serverSeed = seed('serverSeed')
  const serverSeedHash = seed('serverSeedHash', true)
  const clientSeed = text('clientSeed')
  const nonceText = latinDigits(form.nonce)
  const nonce = /^\d{1,16}$/.test(nonceText) ? Number(nonceText) : null
  if (!form.nonce.trim()) errors.nonce = 'REQUIRED'
  else if (nonce === null || !Number.isSafeInteger(nonce)) errors.nonce = 'NONCE_FORMAT'
  const bet = parseSeededBet(form, errors)
  if (Object.keys(errors).length > 0 || serverSeed === null || nonce === null || edgeBps === null || !bet) {
    return { isValid: false, errors }
  }
  return {
    isValid: true,
    input: { kind: 'seeded', edgeBps, serverSeed, serverSeedHash, clientSeed, nonce, bet },
  }
}

function parseSeededBet(
  form: VerifierForm,
  errors: Partial<Record<VerifierField, VerifierError>>,
): SeededCheck | null {
  switch (form.game) {
    case 'dice': {
      const target = parseScaledDecimal(form.diceTarget, 2)
      if (!form.diceTarget.trim()) errors.diceTarget = 'REQUIRED'
      else if (
        target === null ||
        target > 9999 ||
        !isDiceChanceAllowed(diceWinChance(target, form.diceDirection))
      )
        errors.diceTarget = 'DICE_TARGET_RANGE'
      return target === null ? null : { game: 'dice', target, direction: form.diceDirection }
    }
    case 'limbo': {
      // Typed with 2 decimals, held in ten-thousandths like every multiplier.
      const hundredths = parseScaledDecimal(form.limboTarget, 2)
      const target = hundredths === null ? null : hundredths * 100
      if (!form.limboTarget.trim()) errors.limboTarget = 'REQUIRED'
      else if (target === null || target < limboTargetBounds.min || target > limboTargetBounds.max)
        errors.limboTarget = 'LIMBO_TARGET_RANGE'
      return target === null ? null : { game: 'limbo', target }
    }
    case 'heads_tails':
      return { game: 'heads_tails', pick: form.coinPick }
    default: {
      const mines = parseScaledDecimal(form.minesCount, 0)
      if (!form.minesCount.trim()) errors.minesCount = 'REQUIRED'
      else if (mines === null || mines < minesCountBounds.min || mines > minesCountBounds.max)
        errors.minesCount = 'MINES_RANGE'
      return mines === null ? null : { game: 'mines', mines }
    }
  }
}

/** The verifier's resolver: `parseVerifierForm`, each problem it names put on its field. */
export const verifierForm = z.custom<VerifierForm>().transform((form, context) => {
  const parsed = parseVerifierForm(form)
  if (parsed.isValid) return parsed.input
  for (const [field, code] of Object.entries(parsed.errors)) {
    context.addIssue({ code: 'custom', message: code, path: [field] })
  }
  return z.NEVER
})

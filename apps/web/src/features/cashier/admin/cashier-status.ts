import type { AdminWithdrawalRow } from '@khela/contracts/cashier'

/** How a request's status reads at a glance: the colour of its badge. */
export type StatusTone = 'pending' | 'success' | 'danger' | 'neutral'

const tones: Record<string, StatusTone> = {
  pending: 'pending',
  completed: 'success',
  approved: 'success',
  rejected: 'danger',
}

/** Pending yellow, completed and approved green, rejected red; anything else (cancelled, unknown) grey. */
export function statusTone(status: string): StatusTone {
  return Object.hasOwn(tones, status) ? (tones[status] as StatusTone) : 'neutral'
}

const knownStatuses = new Set(['pending', 'completed', 'approved', 'rejected', 'cancelled'])

/** The key of a status's label under `cashier.status`: a status this page does not know reads 'Unknown'. */
export function statusLabelKey(status: string): string {
  return `cashier.status.${knownStatuses.has(status) ? status : 'unknown'}`
}

export const toneClasses: Record<StatusTone, string> = {
  pending: 'bg-gold-500/15 text-gold-300 ring-gold-500/40',
  success: 'bg-jade-500/15 text-jade-400 ring-jade-500/40',
  danger: 'bg-ember-500/15 text-ember-400 ring-ember-500/40',
  neutral: 'bg-night-700 text-slate-300 ring-night-500',
}

/** True when approving now pays the money out: one approval is enough, or this is the second. */
export function approvalPaysOut(
  withdrawal: Pick<AdminWithdrawalRow, 'needsTwoApprovals' | 'firstApproval'>,
): boolean {
  return !withdrawal.needsTwoApprovals || withdrawal.firstApproval !== null
}

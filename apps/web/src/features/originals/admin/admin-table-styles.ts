// The back office's table look (as in Deposit History), kept here so the originals pages need nothing of cashier's.
export const cellClass = 'px-3 py-2.5 align-top whitespace-nowrap'
export const numberCellClass = `${cellClass} text-right tabular-nums`
export const tableFrameClass = 'relative overflow-x-auto rounded-xl border border-night-700 scrollbar-thin'
export const headClass = 'bg-night-800 text-xs uppercase tracking-wide text-slate-400'

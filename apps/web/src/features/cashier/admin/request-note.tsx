/**
 * A decided request's reason under its status. It wraps within the column (a long note once ran off the table at
 * 1440 px as an ellipsis); the details dialog shows it whole as well.
 */
export function RequestNote({ text }: { text: string }) {
  return <p className="mt-1 max-w-48 text-xs break-words whitespace-normal text-slate-500">{text}</p>
}

import {
  type GameFileProblem,
  type GameFileUpload,
  gameFileMaxBytes,
  gameFileUpload,
  parseGameFile,
} from '@khela/contracts/provider-setup'
import { z } from 'zod'

/** A file picked for Generate Game, read in the browser: the upload, or what refuses it as a whole. */
export type PickedGameFile = { upload: GameFileUpload } | { problem: GameFileProblem }

/** Reads and checks a picked file with the contract's `parseGameFile`, as the server will. */
export async function pickGameFile(file: File): Promise<PickedGameFile> {
  // The size is known before reading: a huge file is refused without loading it.
  if (file.size > gameFileMaxBytes) return { problem: { code: 'FILE_TOO_BIG' } }
  const upload = { fileName: file.name, content: await file.text() }
  const parsed = parseGameFile(upload)
  return parsed.ok ? { upload } : { problem: parsed.problem }
}

/**
 * Generate Game's resolver: the picked file, under the name the server gives its whole-file problems (`file`),
 * refused with its problem's code; a readable one is the upload the contract takes.
 */
export const gameFileForm = z.object({
  file: z
    .custom<PickedGameFile | null>()
    .transform((picked, context) => {
      if (picked && 'upload' in picked) return picked.upload
      context.addIssue({ code: 'custom', message: picked?.problem.code ?? 'REQUIRED' })
      return z.NEVER
    })
    .pipe(gameFileUpload),
})

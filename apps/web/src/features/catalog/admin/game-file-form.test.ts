import { gameFileExampleCsv, gameFileMaxBytes } from '@khela/contracts/provider-setup'
import { describe, expect, it } from 'vitest'
import { gameFileForm, pickGameFile } from './game-file-form.ts'

const file = (name: string, content: string) => new File([content], name, { type: 'text/plain' })

describe('the game file form', () => {
  it('reads a picked file as the upload', async () => {
    expect(await pickGameFile(file('games.csv', gameFileExampleCsv))).toEqual({
      upload: { fileName: 'games.csv', content: gameFileExampleCsv },
    })
  })

  it('names what refuses a file as a whole, a huge one without reading it', async () => {
    expect(await pickGameFile(file('games.txt', gameFileExampleCsv))).toEqual({
      problem: { code: 'FILE_TYPE', detail: 'games.txt' },
    })
    expect(await pickGameFile(file('games.csv', 'code,name\nx,y'))).toEqual({
      problem: { code: 'FILE_COLUMNS', detail: 'unknown: name, missing: title' },
    })
    expect(await pickGameFile(file('games.json', 'x'.repeat(gameFileMaxBytes + 1)))).toEqual({
      problem: { code: 'FILE_TOO_BIG' },
    })
  })

  it('sends only a readable file, and puts a problem on the file by its code', () => {
    const upload = { fileName: 'games.csv', content: gameFileExampleCsv }
    expect(gameFileForm.parse({ file: { upload } })).toEqual({ file: upload })
    const refused = gameFileForm.safeParse({ file: { problem: { code: 'FILE_EMPTY' } } })
    expect(refused.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['file'], message: 'FILE_EMPTY' },
    ])
    expect(gameFileForm.safeParse({ file: null }).error?.issues[0]?.message).toBe('REQUIRED')
  })
})

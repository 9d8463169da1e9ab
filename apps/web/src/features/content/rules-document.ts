/** One block of the Rules page: the tiny text format the back office writes ('#', '##', '- ', blank lines). */
export type RulesBlock =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }

/**
 * Splits the operator's text into headings, paragraphs and lists. Everything else is text: the page renders
 * the blocks as React elements, so no markup in the text is ever interpreted.
 */
export function parseRulesDocument(source: string): RulesBlock[] {
  const blocks: RulesBlock[] = []
  let paragraph: string[] = []
  let list: string[] = []
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') })
    if (list.length > 0) blocks.push({ kind: 'list', items: list })
    paragraph = []
    list = []
  }
  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim()
    const heading = /^(#{1,2})\s+(.+)$/.exec(line)
    const item = /^[-*]\s+(.+)$/.exec(line)
    if (line === '') {
      flush()
    } else if (heading?.[1] && heading[2]) {
      flush()
      blocks.push({ kind: 'heading', level: heading[1].length === 1 ? 1 : 2, text: heading[2] })
    } else if (item?.[1]) {
      if (paragraph.length > 0) flush()
      list.push(item[1])
    } else {
      if (list.length > 0) flush()
      paragraph.push(line)
    }
  }
  flush()
  return blocks
}

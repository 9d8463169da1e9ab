import { describe, expect, it } from 'vitest'
import { parseRulesDocument } from './rules-document.ts'

describe('parseRulesDocument', () => {
  it('reads headings, paragraphs and lists, joining a paragraph’s lines', () => {
    expect(
      parseRulesDocument('# Rules\n\nFirst line\nsecond line\n\n## Who\n- adults\n- only\nAfter the list'),
    ).toEqual([
      { kind: 'heading', level: 1, text: 'Rules' },
      { kind: 'paragraph', text: 'First line\nsecond line' },
      { kind: 'heading', level: 2, text: 'Who' },
      { kind: 'list', items: ['adults', 'only'] },
      { kind: 'paragraph', text: 'After the list' },
    ])
  })

  it('keeps markup as plain text and treats deeper headings as text', () => {
    expect(parseRulesDocument('<script>alert(1)</script>\r\n\r\n### Not a heading')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
      { kind: 'paragraph', text: '### Not a heading' },
    ])
  })

  it('gives nothing for an empty document', () => {
    expect(parseRulesDocument('  \n\n ')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { serializePageData } from './page-data.ts'

describe('serializePageData', () => {
  it('cannot close its <script> element or open a comment, and parses back to the same data', () => {
    const entries = [
      { queryKey: ['lobby'], data: { title: '</script><script>alert(1)</script><!-- & \u2028' } },
    ]
    const serialized = serializePageData(entries)
    expect(serialized).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(serialized)).toEqual(entries)
  })
})

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Tabs, tabIndexAfterKey } from './tabs.tsx'

const tabs = [
  { id: 'info', label: 'User Info' },
  { id: 'transactions', label: 'Transaction History' },
  { id: 'kyc', label: 'KYC Update' },
] as const

describe('Tabs', () => {
  it('moves with the arrow keys, wrapping round, and jumps with Home and End', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1)
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0)
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2)
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0)
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2)
    expect(tabIndexAfterKey('Enter', 1, 3)).toBeUndefined()
  })

  it('makes the selected tab the only tab stop and names its panel by it', () => {
    const html = renderToStaticMarkup(
      <Tabs label="User tabs" tabs={[...tabs]} selected="transactions" onSelect={() => {}}>
        <p>No transactions available.</p>
      </Tabs>,
    )
    const tabTags = [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map((match) => match[0])
    expect(tabTags).toHaveLength(3)
    expect(tabTags.map((tag) => /tabindex="(-?\d)"/.exec(tag)?.[1])).toEqual(['-1', '0', '-1'])
    expect(tabTags.map((tag) => /aria-selected="(\w+)"/.exec(tag)?.[1])).toEqual(['false', 'true', 'false'])
    const selected = tabTags[1] ?? ''
    const tabId = /id="([^"]+)"/.exec(selected)?.[1]
    const panelId = /aria-controls="([^"]+)"/.exec(selected)?.[1]
    expect(html).toContain(`role="tablist" aria-label="User tabs"`)
    expect(html).toMatch(new RegExp(`role="tabpanel" id="${panelId}" aria-labelledby="${tabId}"`))
    expect(html).toContain('No transactions available.')
  })

  it('shows the first tab when the selected one is unknown, and a tab’s own panel before the children', () => {
    const html = renderToStaticMarkup(
      <Tabs
        label="Tabs"
        tabs={[{ id: 'a', label: 'A', panel: <i>own panel</i> }]}
        selected={'b' as 'a'}
        onSelect={() => {}}
      >
        children
      </Tabs>,
    )
    expect(html).toContain('aria-selected="true"')
    expect(html).toContain('<i>own panel</i>')
    expect(html).not.toContain('children')
  })
})

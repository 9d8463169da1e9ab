import { describe, expect, it } from 'vitest'
import { menuItems } from './navigation.ts'

describe('menu items', () => {
  it('asks visitors to sign in only for player sections, and marks those without content yet', () => {
    expect(menuItems.bonuses).toMatchObject({ isRestricted: false, hasContent: true })
    expect(menuItems.allGames).toMatchObject({ isRestricted: false, hasContent: true })
    expect(menuItems.aviator).toMatchObject({ isRestricted: true, hasContent: true })
    expect(menuItems.slots).toMatchObject({ isRestricted: true, hasContent: true })
    expect(menuItems.casino).toMatchObject({ isRestricted: true, hasContent: false })
    expect(menuItems.sports).toMatchObject({ isRestricted: false, hasContent: true })
    expect(menuItems.live).toMatchObject({ isRestricted: false, hasContent: true })
  })
})

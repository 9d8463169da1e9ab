import type { Page } from '@playwright/test'

export interface LayoutCheckOptions {
  /**
   * Whether a row of navigation links may be a strip the reader swipes sideways (touch layouts, below the desktop
   * breakpoint). On a desktop layout every navigation link must be whole on screen: a strip with its scrollbar
   * hidden cuts the last link off with nothing to say more follow ('Bonuses' read 'B').
   */
  mayScrollNavigation: boolean
  /** CSS selectors of elements whose content is left out of the check, each with the reason in a comment. */
  ignore?: readonly string[]
}

/**
 * What is wrong with the page's horizontal layout, as sentences naming the element (empty when nothing is):
 * the page scrolls sideways; text is cut off by a box that hides its overflow (`overflow: hidden`, with or
 * without an ellipsis); a navigation link is cut off or pushed out of view. Content in a box that scrolls
 * sideways on purpose (a wide table, a carousel) is reachable and is not a problem.
 */
export function findLayoutProblems(page: Page, options: LayoutCheckOptions): Promise<string[]> {
  return page.evaluate(layoutProblemsInPage, { ...options, ignore: [...(options.ignore ?? [])] })
}

/** Runs in the page: everything it uses is defined inside it. */
function layoutProblemsInPage({ mayScrollNavigation, ignore }: LayoutCheckOptions): string[] {
  const tolerance = 1
  const problems: string[] = []
  const root = document.documentElement
  const viewportWidth = root.clientWidth

  const nameOf = (element: Element) => {
    const tag = element.tagName.toLowerCase()
    const label = element.getAttribute('aria-label') ?? element.getAttribute('data-testid')
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    const classes = (element.getAttribute('class') ?? '').split(/\s+/).slice(0, 4).join('.')
    return `<${tag}${classes ? `.${classes}` : ''}>${label ? ` [${label}]` : ''} "${text}"`
  }
  const isIgnored = (element: Element) => ignore?.some((selector) => element.closest(selector)) ?? false
  const isShown = (element: Element) => {
    if (!(element instanceof HTMLElement) || element.getClientRects().length === 0) return false
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false
    // Visually hidden for screen readers only (`sr-only`): a 1 px box, clipped on purpose.
    const box = element.getBoundingClientRect()
    return box.width > 1 && box.height > 1 && !element.closest('[aria-hidden="true"], [inert], [hidden]')
  }
  const overflowX = (element: Element) => getComputedStyle(element).overflowX
  const scrolls = (element: Element) => ['auto', 'scroll'].includes(overflowX(element))
  /** The nearest ancestor (or the element itself) that clips what sticks out sideways, up to the body. */
  const clipOf = (element: Element, includingSelf: boolean): HTMLElement | null => {
    for (let at = includingSelf ? element : element.parentElement; at && at !== document.body; ) {
      if (overflowX(at) !== 'visible' && at instanceof HTMLElement) return at
      at = at.parentElement
    }
    return null
  }
  /** The visible inside of a clipping box (its padding box, without the scrollbar). */
  const insideOf = (element: HTMLElement) => {
    const box = element.getBoundingClientRect()
    const left = box.left + element.clientLeft
    return { left, right: left + element.clientWidth }
  }

  /** The element's own text, without its children's. */
  const ownTextOf = (element: Element) =>
    [...element.childNodes].filter(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    )
  const boxOfText = (node: Node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return range.getBoundingClientRect()
  }

  if (root.scrollWidth > viewportWidth + tolerance) {
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => isShown(element) && !clipOf(element, false) && !isIgnored(element))
      .filter((element) => {
        // The element's box, or its own text where the text runs out of a box too narrow for it.
        const boxes = [element.getBoundingClientRect(), ...ownTextOf(element).map(boxOfText)]
        return boxes.some((box) => box.right > viewportWidth + tolerance || box.left < -tolerance)
      })
      // The innermost ones: an ancestor sticking out because of its child says nothing more.
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
    problems.push(
      `the page scrolls sideways: ${root.scrollWidth}px wide in a ${viewportWidth}px window, because of ${
        culprits.slice(0, 3).map(nameOf).join(', ') || 'an element the check cannot name'
      }`,
    )
  }

  for (const element of document.body.querySelectorAll('*')) {
    if (!isShown(element) || isIgnored(element)) continue
    const ownText = ownTextOf(element)
    if (ownText.length === 0) continue
    const clip = clipOf(element, true)
    if (!clip || scrolls(clip)) continue
    const inside = insideOf(clip)
    for (const node of ownText) {
      const text = boxOfText(node)
      if (text.right > inside.right + tolerance || text.left < inside.left - tolerance) {
        const ellipsis = getComputedStyle(element).textOverflow === 'ellipsis' ? ' (ellipsis)' : ''
        problems.push(
          `text is cut off${ellipsis}: ${nameOf(element)} needs ${Math.ceil(text.width)}px, has ${Math.floor(inside.right - Math.max(inside.left, text.left))}px`,
        )
        break
      }
    }
  }

  for (const link of document.querySelectorAll('nav a')) {
    if (!isShown(link) || isIgnored(link)) continue
    const box = link.getBoundingClientRect()
    let isInSwipeStrip = false
    for (let clip = clipOf(link, false); clip; clip = clipOf(clip, false)) {
      if (mayScrollNavigation && scrolls(clip)) {
        isInSwipeStrip = true
        break
      }
      const inside = insideOf(clip)
      if (box.right > inside.right + tolerance || box.left < inside.left - tolerance) {
        problems.push(`a navigation link is cut off or out of view: ${nameOf(link)} in ${nameOf(clip)}`)
        break
      }
    }
    if (!isInSwipeStrip && (box.right > viewportWidth + tolerance || box.left < -tolerance))
      problems.push(`a navigation link is outside the window: ${nameOf(link)}`)
  }
  return [...new Set(problems)]
}

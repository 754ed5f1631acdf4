import type { Page } from 'playwright-core';

/** A control a person cannot fully see or reach: what it is and what is wrong with it. */
export type LayoutFault = { control: string; fault: string };

export type LayoutCheckOptions = {
  /** Controls inside these are skipped (the canvas's own content pans beyond its edges by design). */
  skipInside?: readonly string[];
};

/**
 * Every visible interactive control of the page (button, input, select, textarea, link,
 * role=button) is checked as a person would see it, after scrolling only the containers
 * that scroll (overflow auto or scroll, never the page or a clipping box):
 * - cut: its box reaches beyond a clipping ancestor or the viewport, its text is wider than
 *   its box (scrollWidth > clientWidth, for any clipping part inside it too), an empty
 *   field's placeholder is wider than the field, or a word of its label is broken across lines;
 * - covered: the element at the middle of its box is neither it nor inside it.
 */
export async function layoutFaults(page: Page, options: LayoutCheckOptions = {}): Promise<LayoutFault[]> {
  return page.evaluate((skipInside) => {
    const SELECTOR = 'button, input:not([type="hidden"]), select, textarea, a[href], [role="button"]';
    const TOLERANCE = 1;
    const faults: Array<{ control: string; fault: string }> = [];
    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).placeholder ?? '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const testId = el.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()} "${(label || text).slice(0, 48)}"${testId ? ` [${testId}]` : ''}`;
    };
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const isShown = (el: Element) => {
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      if (skipInside.some((selector) => el.closest(selector))) return false;
      const rect = el.getBoundingClientRect();
      // Visually hidden parts (1 px, clipped, or inside such a box, as a switch's real input) are for screen readers, not for the eye.
      if (rect.width <= 2 || rect.height <= 2) return false;
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const box = parent.getBoundingClientRect();
        if ((box.width <= 2 || box.height <= 2) && clips(getComputedStyle(parent))) return false;
      }
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    /** Scrolls each scrolling ancestor (nearest first) just enough to show the element, as scrollIntoView({block:'nearest'}) would, sparing the page and clipping boxes. */
    const reveal = (el: Element) => {
      for (let parent = el.parentElement; parent && parent !== document.body && parent !== document.documentElement; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const rect = el.getBoundingClientRect();
        const box = parent.getBoundingClientRect();
        const top = box.top + parent.clientTop;
        const left = box.left + parent.clientLeft;
        if (scrolls(style.overflowY)) {
          if (rect.bottom > top + parent.clientHeight) parent.scrollTop += Math.min(rect.bottom - (top + parent.clientHeight), rect.top - top);
          else if (rect.top < top) parent.scrollTop -= top - rect.top;
        }
        if (scrolls(style.overflowX)) {
          if (rect.right > left + parent.clientWidth) parent.scrollLeft += Math.min(rect.right - (left + parent.clientWidth), rect.left - left);
          else if (rect.left < left) parent.scrollLeft -= left - rect.left;
        }
      }
    };
    const brokenWord = (el: Element): string | undefined => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) return word[0];
        }
      }
      return undefined;
    };
    const measure = document.createElement('canvas').getContext('2d');
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(SELECTOR))) {
      if (!isShown(el)) continue;
      reveal(el);
      const rect = el.getBoundingClientRect();
      const name = describe(el);
      // Cut by the viewport or by a clipping ancestor.
      if (rect.left < -TOLERANCE || rect.top < -TOLERANCE || rect.right > innerWidth + TOLERANCE || rect.bottom > innerHeight + TOLERANCE) {
        faults.push({ control: name, fault: `outside the viewport (${Math.round(rect.left)},${Math.round(rect.top)} to ${Math.round(rect.right)},${Math.round(rect.bottom)})` });
        continue;
      }
      let clipped = false;
      for (let parent = el.parentElement; parent && parent !== document.documentElement; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (!clips(style)) continue;
        const box = parent.getBoundingClientRect();
        const inner = {
          left: box.left + parent.clientLeft,
          top: box.top + parent.clientTop,
          right: box.left + parent.clientLeft + parent.clientWidth,
          bottom: box.top + parent.clientTop + parent.clientHeight,
        };
        const outX = style.overflowX !== 'visible' && (rect.left < inner.left - TOLERANCE || rect.right > inner.right + TOLERANCE);
        const outY = style.overflowY !== 'visible' && (rect.top < inner.top - TOLERANCE || rect.bottom > inner.bottom + TOLERANCE);
        if (outX || outY) {
          faults.push({ control: name, fault: `cut by ${parent.tagName.toLowerCase()}.${String(parent.className).trim().split(/\s+/).join('.')}` });
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      // Text wider than its box (inline links have no client box of their own).
      const style = getComputedStyle(el);
      const field = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
      if (style.display !== 'inline' && !field && el.scrollWidth > el.clientWidth + TOLERANCE) {
        faults.push({ control: name, fault: `text cut (${el.scrollWidth} px of text in ${el.clientWidth} px)` });
        continue;
      }
      const cutPart = Array.from(el.querySelectorAll<HTMLElement>('*')).find((part) => {
        const partStyle = getComputedStyle(part);
        const box = part.getBoundingClientRect();
        // A visually hidden name (1 px, clipped) is there for screen readers.
        const forScreenReaders = box.width <= 2 || box.height <= 2;
        return !forScreenReaders && partStyle.display !== 'inline' && clips(partStyle) && part.scrollWidth > part.clientWidth + TOLERANCE;
      });
      if (cutPart) {
        faults.push({ control: name, fault: `text cut inside (${cutPart.scrollWidth} px of "${(cutPart.textContent ?? '').trim().slice(0, 30)}" in ${cutPart.clientWidth} px)` });
        continue;
      }
      // A word broken across lines ("Dele / te"): the box is too narrow for its label.
      const broken = field ? undefined : brokenWord(el);
      if (broken) {
        faults.push({ control: name, fault: `word broken across lines ("${broken}")` });
        continue;
      }
      if (el instanceof HTMLInputElement && el.value === '' && el.placeholder && measure) {
        measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const needed = measure.measureText(el.placeholder).width;
        if (needed > room + TOLERANCE) {
          faults.push({ control: name, fault: `placeholder cut (${Math.ceil(needed)} px in ${Math.floor(room)} px)` });
          continue;
        }
      }
      // Covered: what a click at its middle would hit (a part that lets clicks through, as a drag handle whose row takes the press, is not a target).
      if (style.pointerEvents === 'none') continue;
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!hit || !(hit === el || el.contains(hit))) {
        faults.push({
          control: name,
          fault: `covered by ${hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).trim().split(/\s+/).join('.')} "${(hit.textContent ?? '').trim().slice(0, 30)}"` : 'nothing (off screen)'}`,
        });
      }
    }
    return faults;
  }, options.skipInside ?? []);
}

/**
 * Scrolling areas (inside `scope`) too low to work in: content that overflows a box
 * showing fewer than `minHeight` pixels of it.
 */
export async function crampedScrollAreas(page: Page, scope: string, minHeight: number): Promise<string[]> {
  return page.evaluate(
    ({ scope, minHeight }) =>
      Array.from(document.querySelectorAll<HTMLElement>(`${scope} *`))
        .filter((el) => {
          const style = getComputedStyle(el);
          const scrolls = style.overflowY === 'auto' || style.overflowY === 'scroll';
          return scrolls && el.getClientRects().length > 0 && el.scrollHeight > el.clientHeight + 1 && el.clientHeight < minHeight;
        })
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/).join('.')} shows ${el.clientHeight} px of ${el.scrollHeight} px`),
    { scope, minHeight },
  );
}

/** The page itself does not scroll: the layout fits the viewport. */
export async function pageOverflow(page: Page): Promise<{ width: number; height: number; viewportWidth: number; viewportHeight: number }> {
  return page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    viewportWidth: innerWidth,
    viewportHeight: innerHeight,
  }));
}

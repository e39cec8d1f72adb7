import type { Page } from '@playwright/test';

/**
 * The browser's text size at 200% (WCAG 1.4.4): the root font size doubled before the site's first style
 * applies. The site sets its type in rem, so every text follows; boxes set in px do not.
 */
export function zoomTextTo200(page: Page) {
  return page.addInitScript(() => {
    const zoom = () => document.documentElement.style.setProperty('font-size', '200%');
    if (document.documentElement) zoom();
    else document.addEventListener('readystatechange', zoom, { once: true });
  });
}

/** The page scrolls sideways: its width beyond the window's. */
export function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.scrollingElement?.scrollWidth ?? 0;
    return width > window.innerWidth ? `the page scrolls sideways: ${width} > ${window.innerWidth}` : null;
  });
}

/**
 * Text that overlaps other text or a control it does not belong to, and controls that overlap each other, by
 * more than 2 px both ways. Each text is measured by its line boxes, each control by its box, both cut to what
 * their clipping ancestors show (a visually hidden label shows nothing). What floats above the page on
 * purpose (fixed or sticky: dialogs, sheets, notices, a top bar the page scrolls under) is compared only with
 * what floats with it.
 */
export function overlappingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SLACK = 2;
    interface Box {
      left: number;
      top: number;
      right: number;
      bottom: number;
    }
    interface Item {
      boxes: Box[];
      /** The element the text belongs to, or the control itself. */
      owner: Element;
      control: boolean;
      layer: Element | null;
      label: string;
    }
    const shown = (element: Element) =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !element.closest('[inert]');
    const clipOf = new Map<Element, Box | null>();
    /** The part of the page the element's ancestors let show (null: everything). */
    const clipFor = (element: Element): Box | null => {
      const parent = element.parentElement;
      if (!parent) return null;
      if (clipOf.has(parent)) return clipOf.get(parent) ?? null;
      let clip = clipFor(parent);
      const style = getComputedStyle(parent);
      if (style.position === 'fixed') clip = null;
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none') {
        const own = parent.getBoundingClientRect();
        clip = clip
          ? {
              left: Math.max(clip.left, own.left),
              top: Math.max(clip.top, own.top),
              right: Math.min(clip.right, own.right),
              bottom: Math.min(clip.bottom, own.bottom),
            }
          : { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
      }
      clipOf.set(parent, clip);
      return clip;
    };
    const cut = (rect: Box, clip: Box | null): Box | null => {
      const box = clip
        ? {
            left: Math.max(rect.left, clip.left),
            top: Math.max(rect.top, clip.top),
            right: Math.min(rect.right, clip.right),
            bottom: Math.min(rect.bottom, clip.bottom),
          }
        : rect;
      return box.right - box.left > 1 && box.bottom - box.top > 1 ? box : null;
    };
    const layerOf = (element: Element): Element | null => {
      for (let at: Element | null = element; at; at = at.parentElement)
        if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return at;
      return null;
    };
    const label = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`;

    const items: Item[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
      // A field's placeholder drawn as text over its input (shared-ui's TextField) belongs to that input.
      const drawnFor = parent.closest('[data-placeholder-for]')?.getAttribute('data-placeholder-for');
      const owner = (drawnFor && document.getElementById(drawnFor)) || parent;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(owner.tagName)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const clip = clipFor(node as unknown as Element);
      const boxes = [...range.getClientRects()].map((rect) => cut(rect, clip)).filter((box) => box !== null);
      if (boxes.length) items.push({ boxes, owner, control: false, layer: layerOf(owner), label: label(owner) });
    }
    const controls = document.body.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"], [role="switch"]',
    );
    for (const control of controls) {
      if (!shown(control)) continue;
      const box = cut(control.getBoundingClientRect(), clipFor(control));
      if (box)
        items.push({ boxes: [box], owner: control, control: true, layer: layerOf(control), label: label(control) });
    }

    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
    const overlap = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > SLACK &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > SLACK;
    const problems = new Set<string>();
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i] as Item;
        const b = items[j] as Item;
        if (a.layer !== b.layer || related(a.owner, b.owner)) continue;
        if (a.boxes.some((boxA) => b.boxes.some((boxB) => overlap(boxA, boxB))))
          problems.add(`${a.label} overlaps ${b.label}`);
      }
    }
    return [...problems];
  });
}

/**
 * Text cut off by a box that hides its overflow (a fixed height, `overflow: hidden`), by more than 2 px: words
 * a reader at 200% never sees. Scroll containers are not counted (the reader scrolls), nor text truncated on
 * purpose with an ellipsis or a line clamp, nor visually hidden text (clipped to 1 px for screen readers).
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SLACK = 2;
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const problems = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(owner.tagName)) continue;
      if (!owner.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      for (let box = owner as Element | null; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') break;
        if (style.position === 'fixed') break;
        const clipX = hides(style.overflowX);
        const clipY = hides(style.overflowY);
        if (!clipX && !clipY) continue;
        const rect = box.getBoundingClientRect();
        if (rect.width <= SLACK || rect.height <= SLACK) break; // visually hidden
        const cut = lines.some(
          (line) =>
            (clipX && (line.left < rect.left - SLACK || line.right > rect.right + SLACK)) ||
            (clipY && (line.top < rect.top - SLACK || line.bottom > rect.bottom + SLACK)),
        );
        if (cut) {
          const text = (owner.textContent ?? '').trim().slice(0, 30);
          problems.add(`<${owner.tagName.toLowerCase()}> "${text}" is cut off by <${box.tagName.toLowerCase()}>`);
          break;
        }
      }
    }
    return [...problems];
  });
}

/**
 * Icons squeezed out of shape: an icon in a flex row shrinks when the text beside it wraps (large text) unless
 * it is told not to (`flex: none`), narrower than it is tall. The site's icons are square; a size set in CSS
 * keeps them square.
 */
export function squeezedIcons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems = new Set<string>();
    for (const icon of document.body.querySelectorAll('svg[width][height]')) {
      if (icon.getAttribute('width') !== icon.getAttribute('height')) continue;
      if (!icon.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const { width, height } = icon.getBoundingClientRect();
      if (width > 0 && width < height - 1) {
        const row = (icon.parentElement?.textContent ?? '').trim().slice(0, 30);
        problems.add(`an icon beside "${row}" is squeezed to ${Math.round(width)}x${Math.round(height)} px`);
      }
    }
    return [...problems];
  });
}

/**
 * Single-line fields whose text does not fit their box: a value (a 10-digit number showing only its last
 * digits) or a placeholder the field draws (cut at the field's end). Measured with the field's own font.
 */
export function cutFieldText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return ['no canvas to measure with'];
    const cut: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>('input')) {
      if (!['text', 'tel', 'email', 'search', 'number', 'url', ''].includes(input.type)) continue;
      if (!input.checkVisibility({ checkVisibilityCSS: true }) || input.closest('[inert]')) continue;
      const placeholderShown = !input.value && getComputedStyle(input, '::placeholder').color !== 'rgba(0, 0, 0, 0)';
      const text = input.value || (placeholderShown ? input.placeholder : '');
      if (!text) continue;
      const style = getComputedStyle(input);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const needed = context.measureText(text).width + (Number.parseFloat(style.letterSpacing) || 0) * text.length;
      if (needed > room + 1) cut.push(`"${text}" needs ${Math.round(needed)} px in a ${Math.round(room)} px field`);
    }
    return cut;
  });
}

/**
 * One consistent site: geometry and style checks for what the visual review of every route (visual-walk.shots.ts)
 * found and fixed. Edges that line up, one card surface, one look for overlays, one column for lists, one gap
 * under every page header, buttons whose labels stay on one line.
 */
import type { Locator, Page } from '@playwright/test';
import { SEED } from '../../tools/api/seed';
import { expect, test } from './support/fixtures';

const ASHA = SEED.owners.asha.phone;
const PRIYA = SEED.admins.priya.phone;
const USED = SEED.vehicles.used.uid;

/** The page itself is shown: its loading screen (whose caption is an h1 until then) gone, its h1 visible. */
const h1 = async (page: Page) => {
  await expect(page.locator('h1:not([data-loading-screen] h1)').first()).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('[data-loading-screen]')).toHaveCount(0);
};

/** Loads `path` at a desktop and at a phone width (800 px high) and runs `check` on each. */
async function atDesktopAndPhone(page: Page, path: string, check: (width: number) => Promise<void>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await check(width);
  }
}

/** The left and right edges of an element, rounded. */
async function edges(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return { left: Math.round(box.x), right: Math.round(box.x + box.width), top: box.y, bottom: box.y + box.height };
}

/** How many lines an element's text takes (the line boxes of its text nodes). */
function lineCount(locator: Locator) {
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}

/** The style of the surface (the nearest ancestor with a background) a text sits on. */
function surfaceOf(page: Page, text: string) {
  return page
    .getByText(text, { exact: true })
    .first()
    .evaluate((element) => {
      let surface: Element | null = element;
      while (surface && getComputedStyle(surface).backgroundColor === 'rgba(0, 0, 0, 0)')
        surface = surface.parentElement;
      if (!surface) throw new Error('no surface');
      const style = getComputedStyle(surface);
      return {
        border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
        radius: style.borderTopLeftRadius,
        background: style.backgroundColor,
      };
    });
}

test.describe('the landing', () => {
  for (const width of [1280, 1024, 390]) {
    test(`its top bar lines up with the content below at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByText('10K+')).toBeVisible();
      const brand = await edges(page.getByRole('link', { name: 'QR Vehicle Contact' }));
      const login = await edges(page.getByRole('button', { name: 'Login', exact: true }));
      const title = await edges(page.locator('h1'));
      const stats = await edges(page.getByRole('region', { name: 'Statistics' }).getByRole('list'));
      expect(brand.left, 'the brand starts where the headline does').toBe(title.left);
      expect(login.right, 'Login ends where the statistics do').toBe(stats.right);
    });
  }
});

test('every card surface has the Card look: the landing, Terms and How To Use', async ({ page }) => {
  await page.goto('/features');
  await h1(page);
  const card = await surfaceOf(page, 'Masked calls');
  expect(card.border).toMatch(/^1px solid /);

  const found: Record<string, Awaited<ReturnType<typeof surfaceOf>>> = {};
  await page.goto('/');
  await expect(page.getByText('10K+')).toBeVisible();
  found['landing statistic'] = await surfaceOf(page, 'Active Users');
  found['landing step card'] = await surfaceOf(page, 'Register your vehicle');
  await page.goto('/terms');
  await h1(page);
  found['Terms section'] = await surfaceOf(page, 'Agreement to Terms');
  await page.goto('/howtouse');
  await h1(page);
  found['How To Use section'] = await surfaceOf(page, 'For vehicle owners');
  found['How To Use benefit'] = await surfaceOf(page, 'Privacy first');
  for (const [name, surface] of Object.entries(found)) expect(surface, name).toEqual(card);
});

test('How To Use: a step title reads in the text colour, its description muted', async ({ page }) => {
  await page.goto('/howtouse');
  await h1(page);
  const colour = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);
  const heading = await colour(page.locator('h1'));
  expect(await colour(page.getByText('Get your sticker', { exact: true }))).toBe(heading);
  expect(await colour(page.getByText('Get a QR sticker for each vehicle you own.', { exact: true }))).not.toBe(heading);
});

test('a tick of a check list sits centred on its line: Pricing as on Bills', async ({ page, signIn }) => {
  await signIn(ASHA);
  for (const path of ['/pricing', '/bills']) {
    await page.goto(path);
    await h1(page);
    const offsets = await page.locator('li:has(> svg)').evaluateAll((items) =>
      items.map((item) => {
        const tick = (item.querySelector(':scope > svg') as SVGElement).getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(item);
        const line = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height < 30)[0];
        return line ? Math.abs(tick.top + tick.height / 2 - (line.top + line.height / 2)) : -1;
      }),
    );
    expect(offsets.length, path).toBeGreaterThan(2);
    for (const offset of offsets) expect(offset, path).toBeLessThan(1);
  }
});

test.describe('lists', () => {
  const OWNER_LISTS = [
    '/vehicle-info',
    '/notifications',
    `/vehicle-details/${USED}/all-activities`,
    '/bills',
    '/referrals',
    '/help',
  ];
  /** The content column's edges and the back link's place, the same on every 'content' page at 1280 px. */
  const PLACE = 'back 296, column 280-1000';

  async function place(page: Page, path: string) {
    await page.goto(path);
    await h1(page);
    const back = await edges(page.getByRole('link', { name: 'Back' }));
    const column = await edges(page.locator('#main > *').first());
    return `back ${back.left}, column ${column.left}-${column.right}`;
  }

  test('the owner’s list pages share one column and one header place at 1280 px', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(ASHA);
    for (const path of OWNER_LISTS) expect(await place(page, path), path).toBe(PLACE);
  });

  test('the admin’s queries are in that column too', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(PRIYA);
    expect(await place(page, '/admin/queries')).toBe(PLACE);
  });

  test('the vehicles are one column of cards of the list’s width, not a half-empty grid', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(ASHA, '/vehicle-info');
    const list = page.getByRole('list', { name: 'Your vehicles' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const listEdges = await edges(list);
    for (const item of await list.getByRole('listitem').all()) {
      const card = await edges(item);
      expect(card.left).toBe(listEdges.left);
      expect(card.right).toBe(listEdges.right);
    }
  });

  test('Notifications: a vehicle number that wraps under its time does not start its line with "·"', async ({
    page,
    signIn,
  }) => {
    await signIn(ASHA);
    for (const [width, wraps] of [
      [360, true],
      [1280, false],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/notifications');
      const vehicle = page.getByText(SEED.vehicles.temporary.registrationNumber, { exact: true }).first();
      await expect(vehicle).toBeVisible();
      const geometry = await vehicle.evaluate((element) => {
        const meta = element.parentElement as HTMLElement;
        const time = meta.firstElementChild as HTMLElement;
        // Where the line is cut: the nearest box that clips it (overflow), or its own clip-path's inset.
        const inset = Number.parseFloat(
          getComputedStyle(meta).clipPath.match(/inset\(0px 0px 0px ([\d.]+)px\)/)?.[1] ?? '0',
        );
        let clipping: HTMLElement | null = meta.parentElement;
        while (clipping && getComputedStyle(clipping).overflowX === 'visible') clipping = clipping.parentElement;
        const visibleLeft = Math.max(
          meta.getBoundingClientRect().left + inset,
          clipping?.getBoundingClientRect().left ?? Number.NEGATIVE_INFINITY,
        );
        const text = document.createRange();
        text.selectNodeContents(element);
        const timeText = document.createRange();
        timeText.selectNodeContents(time);
        return {
          wrapped: element.getBoundingClientRect().top > time.getBoundingClientRect().bottom - 1,
          separatorStart: element.getBoundingClientRect().left,
          visibleLeft,
          textLeft: text.getBoundingClientRect().left,
          timeTextLeft: timeText.getBoundingClientRect().left,
        };
      });
      expect(geometry.wrapped).toBe(wraps);
      if (wraps) {
        expect(geometry.separatorStart, 'the separator lies in the clipped strip').toBeLessThan(geometry.visibleLeft);
        expect(Math.abs(geometry.textLeft - geometry.timeTextLeft), 'the number starts under the time').toBeLessThan(1);
      } else {
        expect(geometry.separatorStart, 'the separator shows between time and number').toBeGreaterThan(
          geometry.visibleLeft,
        );
      }
    }
  });
});

test('a page header keeps 20 px above the content on every page that has one', async ({ page, signIn }) => {
  await signIn(ASHA);
  const gaps: Record<string, number> = {};
  for (const path of [
    '/vehicle-registration/QRNEW00001',
    '/terms',
    '/pricing',
    '/vehicle-info',
    `/vehicle-details/${USED}`,
    `/vehicle-details/${USED}/all-activities`,
    '/notifications',
    '/bills',
    '/referrals',
    '/help',
  ]) {
    await page.goto(path);
    await h1(page);
    await page.waitForTimeout(300);
    gaps[path] = await page.evaluate(() => {
      const header = document.querySelector('h1')?.closest('header');
      if (!header) return -1;
      const bottom = header.getBoundingClientRect().bottom;
      let next = Number.POSITIVE_INFINITY;
      for (const element of document.querySelectorAll('#main *')) {
        if (header.contains(element) || element.contains(header)) continue;
        const box = element.getBoundingClientRect();
        if (box.height > 0 && box.top >= bottom - 1) next = Math.min(next, box.top);
      }
      return Math.round(next - bottom);
    });
  }
  expect(gaps).toEqual(Object.fromEntries(Object.keys(gaps).map((path) => [path, 20])));
});

test.describe('vehicle details', () => {
  test('the values of Details end on one line, whether an edit button or a mark follows them', async ({
    page,
    signIn,
  }) => {
    await signIn(ASHA);
    await atDesktopAndPhone(page, `/vehicle-details/${USED}`, async () => {
      await expect(page.getByTestId('emergency-contact')).toBeVisible();
      const rights = await page.locator('dl dd').evaluateAll((values) =>
        values.map((value) => {
          const range = document.createRange();
          range.selectNode(value.firstChild as Node);
          return Math.round(range.getBoundingClientRect().right);
        }),
      );
      expect(rights).toHaveLength(6);
      expect(new Set(rights).size, `right edges ${rights.join(', ')}`).toBe(1);
    });
  });

  test('See All sits level with Recent Activity and its text ends on the list’s edge', async ({ page, signIn }) => {
    await signIn(ASHA);
    await atDesktopAndPhone(page, `/vehicle-details/${USED}`, async () => {
      const seeAll = page.getByRole('button', { name: /See All/ });
      await expect(seeAll).toBeVisible();
      const title = await edges(page.getByRole('heading', { name: 'Recent Activity' }));
      const button = await edges(seeAll);
      const list = await edges(page.getByRole('list', { name: 'Recent activity' }));
      const textRight = await seeAll.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().right;
      });
      expect(Math.abs((title.top + title.bottom) / 2 - (button.top + button.bottom) / 2)).toBeLessThan(1.5);
      expect(Math.abs(textRight - list.right)).toBeLessThan(1.5);
    });
  });
});

test.describe('overlays', () => {
  /** Width, corners, padding and title size of the open overlay. */
  async function overlayLook(page: Page, name: string) {
    const overlay = page.getByRole('dialog', { name });
    await expect(overlay).toBeVisible();
    await page.waitForTimeout(400);
    return overlay.evaluate((element) => {
      const style = getComputedStyle(element);
      const title = element.querySelector('h2');
      return {
        width: Math.round(element.getBoundingClientRect().width),
        radius: style.borderTopLeftRadius,
        paddingTop: style.paddingTop,
        paddingInline: `${style.paddingLeft} ${style.paddingRight}`,
        titleSize: title ? getComputedStyle(title).fontSize : '',
      };
    });
  }

  test('a sheet floating on a desktop looks like a dialog; on a phone its title is a dialog’s', async ({
    page,
    signIn,
  }) => {
    await signIn(ASHA);
    await atDesktopAndPhone(page, '/vehicle-info', async (width) => {
      await page.getByRole('button', { name: 'WhatsApp' }).first().click();
      const dialog = await overlayLook(page, 'WhatsApp alerts');
      await page.keyboard.press('Escape');
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = await overlayLook(page, 'Menu');
      await page.keyboard.press('Escape');
      if (width === 1280) expect(sheet).toEqual(dialog);
      else expect(sheet.titleSize).toBe(dialog.titleSize);
    });
  });

  for (const width of [320, 360, 390]) {
    test(`Query Details keeps Close and Mark as Noted on one line each at ${width} px`, async ({ page, signIn }) => {
      await page.setViewportSize({ width, height: 740 });
      await signIn(PRIYA, '/admin/queries');
      await page.getByRole('button', { name: /Query #25/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Query Details' });
      await expect(dialog).toBeVisible();
      const frame = await edges(dialog);
      for (const name of ['Close', 'Mark as Noted']) {
        const button = dialog.getByRole('button', { name, exact: true }).last();
        expect(await lineCount(button), `${name} on one line`).toBe(1);
        const box = await edges(button);
        expect(box.left).toBeGreaterThanOrEqual(frame.left);
        expect(box.right).toBeLessThanOrEqual(frame.right);
      }
    });
  }
});

import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Clicks the button `opener` and waits for the dialog `name` it opens (by default named as its opener). */
export async function openDialog(page: Page, opener: string, name: string | RegExp = opener) {
  await page.getByRole('button', { name: opener }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
}

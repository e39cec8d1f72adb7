import { expect, test } from '../support/fixtures';

test('Terms of Service lists its sections and Back returns to the previous page', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  for (const name of ['Agreement to Terms', 'User Responsibilities', 'Security', 'Acceptable Use']) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('Privacy Policy lists its sections; Back without history goes to /', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  for (const name of [
    'Information We Collect',
    'How We Protect Your Data',
    'Data Usage',
    'Your Privacy Rights',
    'Contact Us',
  ]) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  for (const text of [
    'Your phone number',
    'An emergency contact number',
    'Delete your account',
    'Opt out of communications',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Back from Privacy returns to the page that linked to it', async ({ page }) => {
  await page.goto('/?autoLogin=true');
  await page.getByRole('dialog', { name: 'Login' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/\?autoLogin=true$/);
});

test('Features, Pricing and Contact have a back link to /', async ({ page }) => {
  await page.goto('/features');
  await expect(page.getByRole('heading', { name: 'Features', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await expect(page.locator('p', { hasText: '₹0' })).toBeVisible();
  await expect(page.getByText(/free during the early access period/i)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');

  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await expect(page.getByText('Haryana, India')).toBeVisible();
  await expect(page.getByText(/within 3 business days/)).toBeVisible();
  await expect(page.getByText('Support phone (24/7)')).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('How To Use shows 5 owner steps, 4 scanner steps, benefits, an FAQ and buttons to / and /contact', async ({
  page,
}) => {
  await page.goto('/howtouse');
  await expect(page.getByRole('heading', { name: 'How To Use', level: 1 })).toBeVisible();
  const owner = page
    .getByRole('region', { name: 'For vehicle owners' })
    .or(page.locator('section', { hasText: 'For vehicle owners' }));
  await expect(owner.getByRole('listitem')).toHaveCount(5);
  const scanner = page.locator('section', { hasText: 'For people who scan a sticker' });
  await expect(scanner.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('list', { name: 'Benefits' }).getByRole('listitem')).toHaveCount(3);
  const question = page.getByRole('button', { name: 'Can the scanner see my number?' });
  await question.click();
  await expect(page.getByText('Calls are connected through number masking')).toBeVisible();
  await question.click();
  await expect(page.getByText('Calls are connected through number masking')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

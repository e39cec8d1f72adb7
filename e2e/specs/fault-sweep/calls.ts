import type { APIRequestContext, Page } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { dragHandle, pausedBadge, resumeScrolled, trackWidth, watchResumeScroll } from '../owner/owner-helpers';
import { typeBoxes } from '../public/helpers';
import { latestOtp } from '../support/api';
import { expect } from '../support/fixtures';
import type { CallTarget, FaultId } from './faults';
import { SERVER_MESSAGE, UNAUTHORIZED_MESSAGE } from './faults';
import {
  boxes,
  type Check,
  type Expected,
  endsSession,
  failsWithAlert,
  failsWithAlertAndNotice,
  failsWithNotice,
  field,
  pressed,
  shown,
  succeeds,
  succeedsTo,
} from './outcomes';

/** One call of docs/product.md §7, reached from one screen, with what that screen must show for each fault. */
export interface ApiCall extends CallTarget {
  /** The spec's name for the call, and the screen it is made from. */
  name: string;
  /** Signed in as this phone before the first navigation (authenticated calls). */
  signedInAs?: string;
  /** The route of the screen: a failure must leave the user there. */
  at: string;
  /** Navigates, fills and clicks until the app sends the call (the fault is already in place). */
  reach(page: Page, request: APIRequestContext): Promise<void>;
  /** Valid JSON with the wrong fields for this call (the wrong-shape fault). */
  wrongShape: unknown;
  /** docs/product.md §8 (or 4 for 401s), per fault. */
  expected: Record<FaultId, Expected>;
  /** After a failure: the typed input the user would lose otherwise, and anything else that must hold. */
  afterFailure?: Check[];
  /** Known failures of the spec, by fault: the test is marked test.fail() with this explanation. */
  knownBugs?: Partial<Record<FaultId, string>>;
}

const ASHA = SEED.owners.asha.phone;
const ASHA_LOCAL = ASHA.slice(2);
const PRIYA = SEED.admins.priya.phone;
const USED = SEED.vehicles.used;
const PAUSED = SEED.vehicles.paused;
const UNUSED_STICKER = 'QRNEW00001';
const USED_LAST4 = USED.registrationNumber.slice(-4);
const CALLER = '9123456780';
const NEW_OWNER = '9700000201';
const NEW_EMERGENCY = '9700000202';
const NEW_VEHICLE = 'DL01AB9999';
const QUERY_DRAFT = 'Where do I see alerts older than the last ten?';
const ALTERNATE = '9833333333';

/** The scanner's status read failed: the page's message with Try Again, and the notification bar's. */
const uidStatusFails = (pageMessage: string, notice = 'Failed to fetch vehicle status') =>
  failsWithAlertAndNotice(pageMessage, notice, 'Try Again');

/** The same outcome for every fault, then the exceptions. */
function every(outcome: Expected, exceptions: Partial<Record<FaultId, Expected>> = {}): Record<FaultId, Expected> {
  return {
    'server-message': outcome,
    'bad-gateway': outcome,
    'malformed-json': outcome,
    'wrong-shape': outcome,
    network: outcome,
    unauthorized: outcome,
    ...exceptions,
  };
}

// How each screen is reached (the steps of the existing specs, in short).

/** For a call the page makes as it opens. */
const visit = (path: string) => async (page: Page) => {
  await page.goto(path);
};

async function openLoginAndSendOtp(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Mobile number').fill(ASHA_LOCAL);
  await expect(dialog.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
}

async function fillRegistration(page: Page) {
  await page.goto(`/vehicle-registration/${UNUSED_STICKER}`);
  await page.getByLabel('Vehicle number').fill(NEW_VEHICLE);
  await page.getByLabel('Primary contact (WhatsApp)').fill(NEW_OWNER);
  await page.getByLabel('Emergency contact').fill(NEW_EMERGENCY);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function openContactForm(page: Page) {
  await page.goto(`/${USED.uid}`);
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
}

const challengePassed = (page: Page) => expect(page.getByText('Verification passed (test)')).toBeVisible();

async function openVehicleDetails(page: Page, uid: string) {
  await page.goto(`/vehicle-details/${uid}`);
  await expect(page.getByTestId('vehicle-number')).toBeVisible();
}

/** The registration fields still hold what was typed; from the code step, Edit vehicle details shows them. */
const registrationFieldsKept = (step: 'details' | 'code'): Check => ({
  what: 'the registration fields keep what was typed',
  verify: async (page) => {
    if (step === 'code') await page.getByRole('button', { name: 'Edit vehicle details' }).click();
    await expect(page.getByLabel('Vehicle number')).toHaveValue(NEW_VEHICLE);
    await expect(page.getByLabel('Primary contact (WhatsApp)')).toHaveValue(NEW_OWNER);
    await expect(page.getByLabel('Emergency contact')).toHaveValue(NEW_EMERGENCY);
  },
});

const noIncomingCall: Check = {
  what: 'no Incoming Call dialog',
  verify: (page) => expect(page.getByRole('dialog', { name: 'Incoming Call' })).toHaveCount(0),
};

/** After a 401 on the help query the session ends (docs/product.md §8); the draft must survive signing in again. */
/** docs/product.md §4: a 401 on an owner call goes to /, saying why in Help's words (§8). */
const AUTH_REQUIRED = 'Authentication required. Please log in again.';
const ownerSessionEnded = (afterwards?: Check) =>
  endsSession('/', afterwards ? { notice: AUTH_REQUIRED, afterwards } : { notice: AUTH_REQUIRED });

const alternateDraftSurvivesSignIn: Check = {
  what: 'the typed alternate contact is back in its dialog after signing in again',
  verify: async (page, { token }) => {
    await page.evaluate((value) => localStorage.setItem('authToken', value), token ?? '');
    await openVehicleDetails(page, USED.uid);
    await page.getByRole('button', { name: 'Edit alternate contact' }).click();
    await expect(page.getByRole('dialog').getByLabel('Alternate contact', { exact: true })).toHaveValue(ALTERNATE);
  },
};

const queryDraftSurvivesSignIn: Check = {
  what: 'the query draft is back after signing in again',
  verify: async (page, { token }) => {
    await page.evaluate((value) => localStorage.setItem('authToken', value), token ?? '');
    await page.goto('/help');
    await expect(page.getByRole('textbox')).toHaveValue(QUERY_DRAFT);
  },
};

/**
 * The 15 calls of docs/product.md §7. Four are made from two screens whose messages differ (the login dialog and
 * the registration screen send and verify the code; a message and a call both POST /vehicle/inform; Resume
 * Service is on the details page and on the list's Paused badge), so they have a row per screen: 19 rows.
 */
export const CALLS: readonly ApiCall[] = [
  {
    name: 'POST /login/phone-login-initiate (login dialog, Send OTP)',
    method: 'POST',
    path: 'login/phone-login-initiate',
    at: '/',
    reach: openLoginAndSendOtp,
    // The login data must at least carry the phone (docs/product.md §3), or verification cannot echo it back.
    wrongShape: { otpSent: true },
    // docs/product.md §8: the login dialog shows its fixed text, never the server's.
    expected: every(failsWithAlert('Failed to send OTP. Please try again.')),
    afterFailure: [field('Mobile number', ASHA_LOCAL)],
  },
  {
    name: 'POST /login/phone-login-initiate (registration, Continue)',
    method: 'POST',
    path: 'login/phone-login-initiate',
    at: `/vehicle-registration/${UNUSED_STICKER}`,
    reach: fillRegistration,
    wrongShape: { otpSent: true },
    // docs/product.md §8: registration screen: server message or 'Failed to send OTP'; it stays on step 1.
    expected: every(failsWithAlert('Failed to send OTP'), {
      'server-message': failsWithAlert(SERVER_MESSAGE),
      unauthorized: failsWithAlert(UNAUTHORIZED_MESSAGE),
    }),
    afterFailure: [registrationFieldsKept('details')],
  },
  {
    name: 'POST /login/phone-login-verify (login dialog, OTP typed)',
    method: 'POST',
    path: 'login/phone-login-verify',
    at: '/',
    reach: async (page) => {
      await openLoginAndSendOtp(page);
      await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
      await typeBoxes(page, 'Digit 1 of 4', '1111');
    },
    // No jwtToken at all (not null): not a wrong code, an answer that cannot be used.
    wrongShape: { token: 'abc' },
    // docs/product.md §8: verify failure: server message, else 'Failed to verify OTP. Please try again.'.
    expected: every(failsWithAlert('Failed to verify OTP. Please try again.'), {
      'server-message': failsWithAlert(SERVER_MESSAGE),
      unauthorized: failsWithAlert(UNAUTHORIZED_MESSAGE),
    }),
    afterFailure: [shown(`+91 ${ASHA_LOCAL}`)],
  },
  {
    name: 'POST /login/phone-login-verify (registration, Verify & Register)',
    method: 'POST',
    path: 'login/phone-login-verify',
    at: `/vehicle-registration/${UNUSED_STICKER}`,
    reach: async (page) => {
      await fillRegistration(page);
      await typeBoxes(page, 'Digit 1 of 4', '1111');
      await page.getByRole('button', { name: 'Verify & Register' }).click();
    },
    wrongShape: { token: 'abc' },
    // docs/product.md §8: server message, else (registration screen) 'An error occurred'.
    expected: every(failsWithAlert('An error occurred'), {
      'server-message': failsWithAlert(SERVER_MESSAGE),
      unauthorized: failsWithAlert(UNAUTHORIZED_MESSAGE),
    }),
    afterFailure: [shown(`+91 ${NEW_OWNER}`), registrationFieldsKept('code')],
  },
  {
    name: 'GET /uid-status/{uid} (scanner opens /{uid})',
    method: 'GET',
    path: `uid-status/${USED.uid}`,
    at: `/${USED.uid}`,
    reach: visit(`/${USED.uid}`),
    wrongShape: { used: 'yes' },
    // docs/product.md §8: on the page the server message, or 'Request failed with status {code}', or 'Failed to
    // check vehicle status', with Try Again; in the notification bar 'Failed to fetch vehicle status', or
    // 'Failed to fetch vehicle information' when the answer could not be read.
    expected: every(uidStatusFails('Failed to check vehicle status'), {
      'server-message': uidStatusFails(SERVER_MESSAGE),
      'bad-gateway': uidStatusFails('Request failed with status 502'),
      unauthorized: uidStatusFails(UNAUTHORIZED_MESSAGE),
      'malformed-json': uidStatusFails('Failed to check vehicle status', 'Failed to fetch vehicle information'),
      'wrong-shape': uidStatusFails('Failed to check vehicle status', 'Failed to fetch vehicle information'),
    }),
  },
  {
    name: 'GET /login/user-info (owner home /admin)',
    method: 'GET',
    path: 'login/user-info',
    signedInAs: ASHA,
    at: '/admin',
    reach: visit('/admin'),
    wrongShape: { user: { phone: ASHA } },
    // docs/product.md §8: 'Failed to fetch user info'; a 401 clears the session and goes to /?autoLogin=true, the rest
    // to /.
    expected: every(endsSession('/', { notice: 'Failed to fetch user info' }), {
      unauthorized: endsSession('/?autoLogin=true', { notice: 'Failed to fetch user info' }),
    }),
  },
  {
    name: 'POST /vehicle/inform (scanner, Send Message)',
    method: 'POST',
    path: 'vehicle/inform',
    at: `/${USED.uid}`,
    reach: async (page) => {
      await openContactForm(page);
      await page.getByRole('tab', { name: 'Send Message' }).click();
      await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
      await page.getByRole('button', { name: 'Door Unlocked' }).click();
      await challengePassed(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
    },
    wrongShape: { sent: true },
    // docs/product.md §7: 2xx is success (a message needs nothing from the body). §8: server message, else
    // 'Failed to submit form' (error status) / 'An error occurred while submitting the form' (no answer).
    expected: {
      'server-message': failsWithNotice(SERVER_MESSAGE),
      'bad-gateway': failsWithNotice('Failed to submit form'),
      'malformed-json': succeeds('Message sent successfully!'),
      'wrong-shape': succeeds('Message sent successfully!'),
      network: failsWithNotice('An error occurred while submitting the form'),
      unauthorized: failsWithNotice(UNAUTHORIZED_MESSAGE),
    },
    afterFailure: [boxes('Character', USED_LAST4), pressed('Door Unlocked')],
  },
  {
    name: 'POST /vehicle/inform (scanner, Call Owner)',
    method: 'POST',
    path: 'vehicle/inform',
    at: `/${USED.uid}`,
    reach: async (page) => {
      await openContactForm(page);
      await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
      await page.getByLabel('Your mobile number').fill(CALLER);
      await challengePassed(page);
      await page.getByRole('button', { name: 'Call the owner' }).click();
    },
    wrongShape: { message: 'Call queued' },
    // docs/product.md §7: for a call a 2xx must also carry maskedOwnerContact; without it the call failed.
    // docs/product.md §8: server message, else 'Failed to initiate call' / 'An error occurred while initiating the
    // call'.
    expected: {
      'server-message': failsWithNotice(SERVER_MESSAGE),
      'bad-gateway': failsWithNotice('Failed to initiate call'),
      'malformed-json': failsWithNotice('Failed to initiate call'),
      'wrong-shape': failsWithNotice('Failed to initiate call'),
      network: failsWithNotice('An error occurred while initiating the call'),
      unauthorized: failsWithNotice(UNAUTHORIZED_MESSAGE),
    },
    afterFailure: [field('Your mobile number', CALLER), boxes('Character', USED_LAST4), noIncomingCall],
  },
  {
    name: 'POST /vehicle (registration, after the code is verified)',
    method: 'POST',
    path: 'vehicle',
    at: `/vehicle-registration/${UNUSED_STICKER}`,
    reach: async (page, request) => {
      await fillRegistration(page);
      await expect(page.getByText('Enter the 4-digit code we sent on WhatsApp to')).toBeVisible();
      await typeBoxes(page, 'Digit 1 of 4', await latestOtp(request, `91${NEW_OWNER}`));
      await page.getByRole('button', { name: 'Verify & Register' }).click();
    },
    wrongShape: { registered: 'maybe' },
    // docs/product.md §7: the body of a success is not read: a 2xx goes to /vehicle-info. §8: server message or
    // 'Failed to register vehicle'. The registration screen reads a 401's message like any other error.
    expected: every(failsWithAlert('Failed to register vehicle'), {
      'server-message': failsWithAlert(SERVER_MESSAGE),
      'malformed-json': succeedsTo('/vehicle-info'),
      'wrong-shape': succeedsTo('/vehicle-info'),
      unauthorized: failsWithAlert(UNAUTHORIZED_MESSAGE),
    }),
    afterFailure: [shown(`+91 ${NEW_OWNER}`), registrationFieldsKept('code')],
  },
  {
    name: 'GET /vehicle/user-portal-info (vehicle list)',
    method: 'GET',
    path: 'vehicle/user-portal-info',
    signedInAs: ASHA,
    at: '/vehicle-info',
    reach: visit('/vehicle-info'),
    wrongShape: { vehicles: [] },
    // docs/product.md §8: 'Failed to fetch vehicle info' with Try Again. §4: a 401 on vehicle calls goes to /.
    expected: every(failsWithAlert('Failed to fetch vehicle info', 'Try Again'), { unauthorized: ownerSessionEnded() }),
  },
  {
    name: 'GET /vehicle/{id} (vehicle details)',
    method: 'GET',
    path: `vehicle/${USED.uid}`,
    signedInAs: ASHA,
    at: `/vehicle-details/${USED.uid}`,
    reach: visit(`/vehicle-details/${USED.uid}`),
    wrongShape: { vehicle: { uidString: USED.uid } },
    // docs/product.md §8: 'Failed to fetch vehicle details' with Go Back ('Vehicle not found' is a 404 only).
    expected: every(failsWithAlert('Failed to fetch vehicle details', 'Go Back'), {
      unauthorized: ownerSessionEnded(),
    }),
  },
  {
    name: 'PUT /vehicle/update-info/{id} (vehicle details, Edit alternate contact)',
    method: 'PUT',
    path: `vehicle/update-info/${USED.uid}`,
    signedInAs: ASHA,
    at: `/vehicle-details/${USED.uid}`,
    reach: async (page) => {
      await openVehicleDetails(page, USED.uid);
      await page.getByRole('button', { name: 'Edit alternate contact' }).click();
      await page.getByRole('dialog').getByLabel('Alternate contact', { exact: true }).fill(ALTERNATE);
      await page.getByRole('button', { name: 'Save Contact' }).click();
    },
    wrongShape: { updated: 'no idea' },
    // docs/product.md §7: the response body is not read. §8: 'Failed to update alternate contact'.
    expected: every(failsWithNotice('Failed to update alternate contact'), {
      'malformed-json': succeeds('Alternate contact updated successfully'),
      'wrong-shape': succeeds('Alternate contact updated successfully'),
      unauthorized: ownerSessionEnded(alternateDraftSurvivesSignIn),
    }),
    afterFailure: [field('Alternate contact', ALTERNATE)],
  },
  {
    name: 'PUT /vehicle/pause/{id} (vehicle details, swipe to pause)',
    method: 'PUT',
    path: `vehicle/pause/${USED.uid}`,
    signedInAs: ASHA,
    at: `/vehicle-details/${USED.uid}`,
    reach: async (page) => {
      await openVehicleDetails(page, USED.uid);
      await page.getByRole('button', { name: 'Pause Service' }).click();
      const handle = page.getByRole('button', { name: 'Swipe to pause' });
      await dragHandle(page, handle, (await trackWidth(handle)) - 56);
    },
    wrongShape: { paused: 'perhaps' },
    // docs/product.md §7: the response is not shown (so not read). §8: 'Failed to pause vehicle'.
    expected: every(failsWithNotice('Failed to pause vehicle'), {
      'malformed-json': succeeds('Vehicle paused for 24 hours'),
      'wrong-shape': succeeds('Vehicle paused for 24 hours'),
      unauthorized: ownerSessionEnded(),
    }),
    afterFailure: [
      {
        what: 'the vehicle is still shown as active',
        verify: (page) => expect(page.getByRole('button', { name: 'Pause Service' })).toBeVisible(),
      },
    ],
  },
  {
    name: 'PUT /vehicle/resume/{id} (vehicle details, Resume Service)',
    method: 'PUT',
    path: `vehicle/resume/${PAUSED.uid}`,
    signedInAs: ASHA,
    at: `/vehicle-details/${PAUSED.uid}`,
    reach: async (page) => {
      await watchResumeScroll(page);
      await openVehicleDetails(page, PAUSED.uid);
      await resumeScrolled(page);
      await page.getByRole('button', { name: 'Resume Service' }).click();
    },
    wrongShape: { resumed: 'perhaps' },
    // docs/product.md §7: success shows a resumed notice (the body is not read). §8: 'Failed to resume vehicle'.
    expected: every(failsWithNotice('Failed to resume vehicle'), {
      'malformed-json': succeeds('Vehicle service resumed successfully'),
      'wrong-shape': succeeds('Vehicle service resumed successfully'),
      unauthorized: ownerSessionEnded(),
    }),
    afterFailure: [
      {
        what: 'the vehicle is still shown as paused',
        verify: (page) => expect(page.getByRole('button', { name: 'Resume Service' })).toBeVisible(),
      },
    ],
  },
  {
    name: 'PUT /vehicle/resume/{id} (vehicle list, Paused badge)',
    method: 'PUT',
    path: `vehicle/resume/${PAUSED.uid}`,
    signedInAs: ASHA,
    at: '/vehicle-info',
    reach: async (page) => {
      await page.goto('/vehicle-info');
      await pausedBadge(page, PAUSED.registrationNumber).click();
      await page
        .getByRole('dialog', { name: 'Service paused' })
        .getByRole('button', { name: 'Resume Service' })
        .click();
    },
    wrongShape: { resumed: 'perhaps' },
    // docs/product.md §8: from the list the failure reads 'Failed to resume vehicle service'.
    expected: every(failsWithNotice('Failed to resume vehicle service'), {
      'malformed-json': succeeds('Vehicle service resumed successfully'),
      'wrong-shape': succeeds('Vehicle service resumed successfully'),
      unauthorized: ownerSessionEnded(),
    }),
  },
  {
    name: 'GET /vehicle/informs (notifications)',
    method: 'GET',
    path: 'vehicle/informs',
    signedInAs: ASHA,
    at: '/notifications',
    reach: visit('/notifications'),
    wrongShape: { content: { id: 1 } },
    // docs/product.md §8: 400 the server message, 500 'Something went wrong', a non-array content 'Invalid response
    // format', otherwise 'Failed to fetch notifications'. docs/product.md §4: a 401 on vehicle calls goes to /.
    expected: every(failsWithAlert('Failed to fetch notifications', 'Try Again'), {
      'server-message': failsWithAlert('Something went wrong', 'Try Again'),
      'wrong-shape': failsWithAlert('Invalid response format', 'Try Again'),
      unauthorized: ownerSessionEnded(),
    }),
  },
  {
    name: 'GET /referral/data (referrals)',
    method: 'GET',
    path: 'referral/data',
    signedInAs: ASHA,
    at: '/referrals',
    reach: visit('/referrals'),
    // Missing fields read as 0 / no referrals (docs/product.md §2); fields of the wrong type are the wrong shape.
    wrongShape: { totalReferrals: 'two', lastReferralAt: 12 },
    // docs/product.md §2: an error state with Try Again (the spec names no text; the screen says this).
    expected: every(failsWithAlert('Failed to load referral information', 'Try Again'), {
      unauthorized: ownerSessionEnded(),
    }),
  },
  {
    name: 'POST /query (help, Drop your query)',
    method: 'POST',
    path: 'query',
    signedInAs: ASHA,
    at: '/help',
    reach: async (page) => {
      await page.goto('/help');
      await page.getByRole('textbox').fill(QUERY_DRAFT);
      await page.getByRole('button', { name: 'Drop your query' }).click();
    },
    wrongShape: { id: 'not a number' },
    // docs/product.md §7: the body is read on failure only. §8: server message, else 'Failed to submit query'
    // with the toast 'Failed to submit query. Please try again.'; no session: the auth message and /.
    expected: {
      'server-message': failsWithAlertAndNotice(SERVER_MESSAGE, SERVER_MESSAGE),
      'bad-gateway': failsWithAlertAndNotice('Failed to submit query', 'Failed to submit query. Please try again.'),
      'malformed-json': succeeds('Query submitted successfully!'),
      'wrong-shape': succeeds('Query submitted successfully!'),
      network: {
        kind: 'failure',
        alert: 'Failed to submit query',
        notice: 'Failed to submit query. Please try again.',
      },
      unauthorized: ownerSessionEnded(queryDraftSurvivesSignIn),
    },
    afterFailure: [
      {
        what: 'the query keeps what was typed',
        verify: (page) => expect(page.getByRole('textbox')).toHaveValue(QUERY_DRAFT),
      },
    ],
  },
  {
    name: 'GET /query?page={n}&size=10 (admin queries)',
    method: 'GET',
    path: 'query?**',
    signedInAs: PRIYA,
    at: '/admin/queries',
    reach: visit('/admin/queries'),
    wrongShape: { queries: [], total: 0 },
    // docs/product.md §8: 401 goes to /; other non-OK 'Failed to fetch queries'; an unknown error 'An error occurred';
    // Try Again.
    expected: every(failsWithAlert('An error occurred', 'Try Again'), {
      'server-message': failsWithAlert('Failed to fetch queries', 'Try Again'),
      'bad-gateway': failsWithAlert('Failed to fetch queries', 'Try Again'),
      unauthorized: endsSession('/'),
    }),
  },
];

import {expect, type APIRequestContext, type Page, type TestInfo} from '@playwright/test';
import {hydrated} from './hydration';

// Sign-in against the Firebase Auth emulator the start command runs (project demo-nada). The
// emulator is shared by parallel workers and runs, so every test uses its own addresses.
const emulator = 'http://127.0.0.1:9099';
const project = 'demo-nada';
export const password = 'lagu-kita-2026';

interface OobCode {
  email: string;
  requestType:
    'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | 'RECOVER_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL';
  oobCode: string;
  oobLink: string;
}

export function uniqueEmail(testInfo: TestInfo): string {
  // Always the same length, so an address shown in running text (masked in screenshots) never reflows it.
  const random = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  const tag = `${String(testInfo.workerIndex).padStart(2, '0')}-${Date.now().toString(36)}-${random}`;
  return `e2e-${tag}@nada.test`;
}

/** The latest out-of-band code the emulator "emailed" to an address. */
export async function oobCode(page: Page, email: string, type: OobCode['requestType']): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${emulator}/emulator/v1/projects/${project}/oobCodes`);
      const {oobCodes} = (await response.json()) as {oobCodes: OobCode[]};
      found = oobCodes.filter((code) => code.email === email && code.requestType === type).at(-1);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`No ${type} code for ${email}`);
  return found;
}

/**
 * An account made directly in the emulator, for tests that start from an existing user; with
 * `admin`, it carries the admin custom claim (`nada admin grant` sets the same).
 */
export async function createAccount(
  page: Page,
  email: string,
  displayName = 'Sari Penyanyi',
  {admin = false} = {},
): Promise<void> {
  const response = await page.request.post(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {data: {email, password, displayName, returnSecureToken: true}},
  );
  expect(response.status()).toBe(200);
  if (!admin) return;
  const {localId} = (await response.json()) as {localId: string};
  // The emulator takes "owner" as the project owner's credential for admin calls.
  const update = await page.request.post(
    `${emulator}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`,
    {
      headers: {authorization: 'Bearer owner'},
      data: {localId, customAttributes: JSON.stringify({admin: true})},
    },
  );
  expect(update.status()).toBe(200);
}

export const english = {email: 'Email', password: 'Password', signIn: 'Sign in'};
export const indonesian = {email: 'Email', password: 'Kata sandi', signIn: 'Masuk'};

export async function signIn(page: Page, email: string, secret: string, labels = english): Promise<void> {
  // The form works once the page is hydrated: its submit loads Firebase and waits for the bot check's
  // solution itself. Waiting for a quiet network instead (Firebase's chunk, the bot check's challenge,
  // then 500 ms of nothing) cost a sign-in on a newly loaded page 0.5-1 s more (issue 43).
  await hydrated(page);
  await page.getByLabel(labels.email, {exact: true}).fill(email);
  await page.getByLabel(labels.password, {exact: true}).fill(secret);
  await page.getByRole('button', {name: labels.signIn, exact: true}).click();
}

async function accountOf(page: Page, email: string): Promise<{localId: string; lastLoginAt?: string}> {
  const response = await page.request.post(
    `${emulator}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:lookup`,
    {headers: {authorization: 'Bearer owner'}, data: {email: [email]}},
  );
  expect(response.status()).toBe(200);
  const {users} = (await response.json()) as {users?: {localId: string; lastLoginAt?: string}[]};
  const user = users?.[0];
  if (!user) throw new Error(`No emulator account for ${email}`);
  return user;
}

/**
 * Removes the emulator account of `email` if there is one: for tests that need an address that is
 * the same on every run (a page baseline shows it), where an earlier run may have made it.
 */
export async function removeAccount(page: Page, email: string): Promise<void> {
  const response = await page.request.post(
    `${emulator}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:lookup`,
    {headers: {authorization: 'Bearer owner'}, data: {email: [email]}},
  );
  expect(response.status()).toBe(200);
  const {users = []} = (await response.json()) as {users?: {localId: string}[]};
  for (const {localId} of users) {
    const deleted = await page.request.post(
      `${emulator}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:delete`,
      {headers: {authorization: 'Bearer owner'}, data: {localId}},
    );
    expect(deleted.status()).toBe(200);
  }
}

/**
 * Makes the account's last sign-in `minutes` old. The emulator has no clock to move, but its
 * privileged accounts:update sets `lastLoginAt`, which is what the `auth_time` of every ID token
 * refreshed from then on carries (as a real sign-in that long ago would); the session stays valid.
 */
export async function ageSignIn(page: Page, email: string, minutes = 10): Promise<void> {
  const {localId} = await accountOf(page, email);
  const response = await page.request.post(
    `${emulator}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`,
    {
      headers: {authorization: 'Bearer owner'},
      data: {localId, lastLoginAt: String(Date.now() - minutes * 60_000)},
    },
  );
  expect(response.status()).toBe(200);
}

/**
 * An account made in the emulator and known to the API (its first `GET /api/me` creates the local
 * user); answers the local user id, which public profile pages are addressed by.
 */
export async function createProfile(
  request: APIRequestContext,
  email: string,
  displayName = 'Sari Penyanyi',
): Promise<string> {
  const signUp = await request.post(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {data: {email, password, displayName, returnSecureToken: true}},
  );
  expect(signUp.status()).toBe(200);
  const {idToken} = (await signUp.json()) as {idToken: string};
  const me = await request.get('/api/me', {headers: {authorization: `Bearer ${idToken}`}});
  expect(me.status()).toBe(200);
  return ((await me.json()) as {id: string}).id;
}

/** Whether the emulator signs `email` in with `secret` (without touching the page's session). */
export async function canSignIn(request: APIRequestContext, email: string, secret: string): Promise<boolean> {
  const response = await request.post(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {data: {email, password: secret, returnSecureToken: true}},
  );
  return response.ok();
}

/** A fresh ID token of `email` from the emulator, for calling the API as that user outside the page. */
export async function idTokenOf(
  request: APIRequestContext,
  email: string,
  secret = password,
): Promise<string> {
  const response = await request.post(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {data: {email, password: secret, returnSecureToken: true}},
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as {idToken: string}).idToken;
}

import {expect as baseExpect, test, type APIRequestContext} from '@playwright/test';
import {axeViolations} from '../axe';
import {createAccount, english, indonesian, password, signIn, uniqueEmail} from './emulator';

// Checkout through the sandbox payment adapter (issue 17, items 3 and 5), whose local page pays and
// sends the API a signed webhook. The e2e server sets no PAYMENTS (serverEnv.mjs): the sandbox is
// the start command's own default, which a newcomer on `./run start` meets (issue 42, item 3).
const expect = baseExpect.configure({timeout: 30_000});

const locales = [
  {
    locale: 'id',
    prefix: '',
    labels: indonesian,
    upgrade: 'Naik ke Plus',
    testMode: 'Mode uji coba',
    testPage: 'Pembayaran uji coba',
    pay: /^Bayar .+ \(uji coba\)$/,
    paid: 'Terima kasih! Pembayaranmu sudah berhasil.',
    cancel: 'Batalkan langganan',
    confirm: 'Ya, batalkan',
    until: 'tetap aktif sampai',
  },
  {
    locale: 'en',
    prefix: '/en',
    labels: english,
    upgrade: 'Upgrade to Plus',
    testMode: 'Test mode',
    testPage: 'Test payment',
    pay: /^Pay .+ \(test\)$/,
    paid: 'Thank you! Your payment went through.',
    cancel: 'Cancel subscription',
    confirm: 'Yes, cancel',
    until: 'stays until',
  },
] as const;

async function monthlySeconds(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get('/api/plans');
  expect(response.status()).toBe(200);
  const {items} = (await response.json()) as {items: {id: string; monthlyProcessingSeconds: number}[]};
  return Object.fromEntries(items.map((plan) => [plan.id, plan.monthlyProcessingSeconds]));
}

for (const text of locales) {
  test(`[${text.locale}] a free user upgrades through the sandbox checkout; a replayed webhook changes nothing; cancel keeps the plan until the period ends`, async ({
    page,
    request,
  }, testInfo) => {
    const minutes = await monthlySeconds(request);
    const email = uniqueEmail(testInfo);
    await createAccount(page, email, 'Sari Penyanyi');
    await page.goto(`${text.prefix}/login`);
    await signIn(page, email, password, text.labels);
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/v3/home$`));

    await page.goto(`${text.prefix}/v3/pricing`);
    const usage = page.locator('[data-available-seconds]');
    await expect(usage).toHaveAttribute('data-available-seconds', String(minutes.free));
    await expect(page.locator('[data-plan="free"][data-current]')).toBeVisible();
    await expect(page.locator('[data-page-loading]')).toHaveCount(0);
    // Marked as a test payment before and on the payment page.
    await expect(page.getByRole('note').filter({hasText: text.testMode})).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The sandbox's page, served by Nada: pay, and come back with the plan changed.
    await page.getByRole('button', {name: text.upgrade}).click();
    await expect(page).toHaveURL(/\/api\/billing\/sandbox\/[0-9a-f-]{36}\?lang=/);
    await expect(page.getByRole('heading', {name: text.testPage, level: 1})).toBeVisible();
    const checkoutId = new URL(page.url()).pathname.split('/').at(-1);
    await page.getByRole('button', {name: text.pay}).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/v3/pricing\\?checkout=paid$`));
    await expect(page.getByRole('status').filter({hasText: text.paid})).toBeVisible();
    await expect(usage).toHaveAttribute('data-available-seconds', String(minutes.plus));
    await expect(page.locator('[data-plan="plus"][data-current]')).toBeVisible();
    await expect(page.locator('[data-plan-status="active"][data-plan-id="plus"]')).toBeVisible();

    // The same signed webhook again: accepted as a duplicate, and nothing changes.
    const delivery = await request.get(`/api/billing/sandbox/${checkoutId}/webhook`);
    expect(delivery.status()).toBe(200);
    const {body, headers} = (await delivery.json()) as {body: string; headers: Record<string, string>};
    const replay = await request.post('/api/billing/webhooks/sandbox', {headers, data: body});
    expect(replay.status()).toBe(200);
    expect(await replay.json()).toEqual({received: true, duplicate: true});
    await page.reload();
    await expect(usage).toHaveAttribute('data-available-seconds', String(minutes.plus));
    await expect(page.locator('[data-plan="plus"][data-current]')).toBeVisible();

    // Cancel: the plan stays until the end of the paid period, a month from now.
    await page.getByRole('button', {name: text.cancel}).click();
    await page.getByRole('alertdialog').getByRole('button', {name: text.confirm}).click();
    const ends = page.locator('[data-plan-status="canceling"]');
    await expect(ends).toContainText(text.until);
    const until = await ends.locator('time').getAttribute('datetime');
    const days = (Date.parse(until ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    await expect(ends.locator('time')).toHaveText(
      new Intl.DateTimeFormat(text.locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(until ?? '')),
    );
    await page.reload();
    await expect(page.locator('[data-plan-status="canceling"][data-plan-id="plus"]')).toBeVisible();
    await expect(usage).toHaveAttribute('data-available-seconds', String(minutes.plus));
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the detail pricing page compares every plan and answers questions about minutes, in both languages', async ({
  page,
}) => {
  for (const [prefix, heading, question] of [
    ['', 'Pertanyaan soal menit proses', 'Kalau prosesnya gagal bagaimana?'],
    ['/en', 'Questions about minutes', 'What if a job fails?'],
  ] as const) {
    await page.goto(`${prefix}/detail_pricing`);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('heading', {name: heading})).toBeVisible();
    await page.getByText(question).click();
    await expect(page.locator('details[open]')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  }
});

import {expect, test, type APIRequestContext} from '@playwright/test';

// Issue 17: one plan catalogue. The landing promises exactly what GET /api/plans states (the
// limits the API enforces), in both languages, with the price in each language's currency.

interface Plan {
  id: 'free' | 'plus' | 'pro';
  name: {id: string; en: string};
  description: {id: string; en: string};
  monthlyProcessingSeconds: number;
  maxFileBytes: number;
  maxSongSeconds: number;
  retentionDays: number;
  outputFormats: string[];
  prices: {monthly: {IDR: number; USD: number}; yearly: {IDR: number; USD: number}};
}

async function catalogue(request: APIRequestContext) {
  const response = await request.get('/api/plans');
  expect(response.status()).toBe(200);
  return (await response.json()) as {items: Plan[]; minorUnits: {IDR: number; USD: number}};
}

// Intl puts a no-break space in "Rp 49.000"; the page's text is compared with plain spaces.
const plain = (text: string) => text.replace(/\s+/g, ' ');

const texts = {
  id: {
    minutes: (n: string) => `${n} menit proses per bulan`,
    fileSize: (n: string) => `Berkas hingga ${n} MB`,
    song: (n: string) => `Lagu berdurasi hingga ${n} menit`,
    retention: (n: string) => `Berkas disimpan ${n} hari`,
    heroNote: (n: string) => `Paket Gratis: ${n} menit per bulan`,
  },
  en: {
    minutes: (n: string) => `${n} processing minutes a month`,
    fileSize: (n: string) => `Files up to ${n} MB`,
    song: (n: string) => `Songs up to ${n} minutes long`,
    retention: (n: string) => `Files kept for ${n} days`,
    heroNote: (n: string) => `Free plan: ${n} minutes a month`,
  },
} as const;

for (const [locale, path, currency] of [
  ['id', '/landing', 'IDR'],
  ['en', '/en/landing', 'USD'],
] as const) {
  test(`the landing in ${locale} shows the plans of GET /api/plans`, async ({page, request}) => {
    const {items, minorUnits} = await catalogue(request);
    const number = (value: number) => new Intl.NumberFormat(locale).format(value);
    const t = texts[locale];
    await page.goto(path);
    const cards = page.locator('section[aria-labelledby="landing-pricing"] [data-plan]');
    await expect(cards).toHaveCount(items.length);
    for (const plan of items) {
      const card = page.locator(`[data-plan="${plan.id}"]`);
      const price = plan.prices.monthly[currency] / 10 ** minorUnits[currency];
      const shown = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        maximumFractionDigits: Number.isInteger(price) ? 0 : minorUnits[currency],
      }).format(price);
      const formats = new Intl.ListFormat(locale).format(plan.outputFormats.map((f) => f.toUpperCase()));
      const text = plain(await card.innerText());
      for (const expected of [
        plan.name[locale],
        plan.description[locale],
        plain(shown),
        t.minutes(number(plan.monthlyProcessingSeconds / 60)),
        t.fileSize(number(plan.maxFileBytes / (1024 * 1024))),
        t.song(number(plan.maxSongSeconds / 60)),
        t.retention(number(plan.retentionDays)),
        formats,
      ])
        expect(text, `${plan.id} card`).toContain(expected);
    }
    const free = items.find((plan) => plan.id === 'free');
    expect(free).toBeDefined();
    await expect(page.locator('.landing-hero__note')).toContainText(
      t.heroNote(number((free?.monthlyProcessingSeconds ?? 0) / 60)),
    );
  });
}

for (const [locale, path, legacy, note] of [
  // The end-to-end server runs the sandbox checkout (serverEnv.mjs), which the note says.
  ['id', '/v3/pricing', '/pricing', 'Mode uji coba: pembayaran di server ini lewat sandbox Nada'],
  ['en', '/en/v3/pricing', '/en/pricing', 'Test mode: payments on this server go through Nada’s sandbox'],
] as const) {
  test(`the pricing page in ${locale} shows the plans of GET /api/plans and says payments are in test mode`, async ({
    page,
    request,
  }) => {
    const {items} = await catalogue(request);
    await page.goto(legacy);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('note')).toContainText(note);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      locale === 'id' ? 'Fitur' : 'Feature',
      ...items.map((plan) => plan.name[locale]),
    ]);
    const fileRow = table.getByRole('row', {
      name: locale === 'id' ? /Ukuran berkas maksimal/ : /Largest file/,
    });
    await expect(fileRow.getByRole('cell')).toHaveText(
      items.map((plan) => `${new Intl.NumberFormat(locale).format(plan.maxFileBytes / (1024 * 1024))} MB`),
    );

    // Yearly prices in the page's currency.
    // The radio itself is visually hidden inside its label, which is what a visitor clicks.
    const periods = page.getByRole('group', {name: locale === 'id' ? 'Periode tagihan' : 'Billing period'});
    await periods.getByText(locale === 'id' ? 'Tahunan' : 'Yearly').click();
    await expect(page.getByRole('radio', {name: locale === 'id' ? 'Tahunan' : 'Yearly'})).toBeChecked();
    const plus = items.find((plan) => plan.id === 'plus');
    if (!plus) throw new Error('no Plus plan');
    const currency = locale === 'id' ? 'IDR' : 'USD';
    const amount = plus.prices.yearly[currency] / (currency === 'IDR' ? 1 : 100);
    const shown = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
    expect(plain(await page.locator('[data-plan="plus"]').innerText())).toContain(plain(shown));
  });
}

// The privacy policy and the terms say how long each plan keeps files: the catalogue's numbers.
for (const [locale, prefix, days] of [
  ['id', '', (n: number) => `${n} hari`],
  ['en', '/en', (n: number) => (n === 1 ? `${n} day` : `${n} days`)],
] as const) {
  for (const path of ['/privacy_policy', '/term_and_condition']) {
    test(`${prefix}${path} in ${locale} gives each plan's retention from GET /api/plans`, async ({
      page,
      request,
    }) => {
      const {items} = await catalogue(request);
      await page.goto(`${prefix}${path}`);
      for (const plan of items) {
        await expect(
          page.getByRole('listitem').filter({hasText: `${plan.name[locale]}: ${days(plan.retentionDays)}`}),
        ).toHaveCount(1);
      }
    });
  }
}

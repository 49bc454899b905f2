// A generated track is a song with stems like a separation: the playground's picker lists it and
// opens its instrument groups, and once public the list shares it (link, iframe, <nada-player>)
// with a link oEmbed understands.
import {expect as baseExpect, test} from '@playwright/test';
import {createAccount, english, indonesian, password, signIn, uniqueEmail} from './emulator';
import {journeyRunsIn} from './journeys';

const expect = baseExpect.configure({timeout: 30_000});
const jobTimeout = 150_000;

const locales = [
  {
    prefix: '',
    labels: indonesian,
    prompt: 'Ceritakan lagumu',
    promptText: 'lagu pop santai dengan piano',
    length: 'Durasi (detik)',
    generate: 'Buat lagu',
    listen: 'Dengarkan',
    pickHeading: 'Pilih lagu',
    play: 'Putar',
    makePublic: 'Jadikan publik',
    share: 'Bagikan',
    more: 'Lainnya',
  },
  {
    prefix: '/en',
    labels: english,
    prompt: 'Describe your song',
    promptText: 'relaxed pop song with piano',
    length: 'Length (seconds)',
    generate: 'Generate',
    listen: 'Listen',
    pickHeading: 'Choose a song',
    play: 'Play',
    makePublic: 'Make public',
    share: 'Share',
    more: 'More',
  },
] as const;

for (const text of locales.filter((text) => journeyRunsIn(text, 'en'))) {
  test(`a generated track opens in the playground and, made public, is shared with its embed code (${text.prefix || '/'})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(jobTimeout + 120_000);
    const email = uniqueEmail(testInfo);
    const target = `${text.prefix}/v3/generate_ai`;
    await createAccount(page, email);
    await page.goto(`${text.prefix}/login?redirect=${encodeURIComponent(target)}`);
    await signIn(page, email, password, text.labels);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await page.getByRole('textbox', {name: text.prompt}).fill(text.promptText);
    await page.getByRole('textbox', {name: text.length}).fill('15');
    await page.getByRole('button', {name: text.generate, exact: true}).click();
    await expect(page).toHaveURL(/[?&]job=/);
    const jobId = new URL(page.url()).searchParams.get('job') ?? '';
    await expect(page.getByRole('button', {name: text.listen, exact: true})).toBeVisible({
      timeout: jobTimeout,
    });

    // The picker lists the generated track; it opens with one lane per instrument group.
    await page.goto(`${text.prefix}/v3/playground`);
    const picker = page.getByRole('region', {name: text.pickHeading});
    await picker.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`[?&]job=${jobId}`));
    await expect(page.getByRole('button', {name: text.play, exact: true})).toBeEnabled({timeout: 60_000});
    expect(await page.locator('.nada-playground__lanes > li').count()).toBeGreaterThan(1);

    // Public, it is shared from the list: its embed page is the link, and oEmbed reads it.
    await page.goto(`${text.prefix}/v3/generate_ai/list`);
    const item = page.locator('article.nada-generate-item');
    await expect(item.getByRole('button', {name: text.share})).toHaveCount(0);
    await item.getByRole('switch', {name: text.makePublic}).click();
    await expect(item).toHaveAttribute('data-visibility', 'public');
    // Share waits in the card's "More" menu.
    await item.getByRole('button', {name: text.more}).click();
    await page.getByRole('menuitem', {name: text.share}).click();
    const dialog = page.getByRole('dialog');
    const link = `${baseURL}${text.prefix}/embed/track/${jobId}`;
    const boxes = dialog.getByRole('textbox');
    await expect(boxes).toHaveCount(3);
    await expect(boxes.nth(0)).toHaveValue(link);
    const values = await boxes.evaluateAll((fields) =>
      fields.map((field) => (field as HTMLTextAreaElement).value),
    );
    expect(values.join('\n')).toContain(`<iframe src="${link}"`);
    expect(values.join('\n')).toContain(`<nada-player track="${jobId}" lang="${text.prefix ? 'en' : 'id'}">`);
    const oembed = await page.request.get(`/api/oembed?${new URLSearchParams({url: link, format: 'json'})}`);
    expect(oembed.status()).toBe(200);
    expect(((await oembed.json()) as {html: string}).html).toContain(`/embed/track/${jobId}`);
    const xml = await page.request.get(`/api/oembed?${new URLSearchParams({url: link, format: 'xml'})}`);
    expect(xml.status()).toBe(501);
    const embedPage = await page.request.get(link);
    expect(embedPage.status()).toBe(200);
  });
}

import {expect as baseExpect, test, type Browser, type Page, type TestInfo} from '@playwright/test';
import {axeViolations} from '../axe';
import {startSmtpServer, type TestSmtpServer} from '../../packages/api/src/testing/smtpServer.ts';
import {createAccount, english, indonesian, password, signIn, uniqueEmail} from './emulator';
import {e2eSmtpPort} from './serverEnv.mjs';
import {journeyRunsIn} from './journeys';

// The bot check is solved in the browser, on a busy machine.
const expect = baseExpect.configure({timeout: 30_000});

// One SMTP server on a fixed port, which the app's server was started with: the tests share it in turn.
test.describe.configure({mode: 'serial'});

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer(e2eSmtpPort());
});
test.afterAll(async () => {
  await smtp.close();
});

// A 1x1 PNG, as a screenshot attachment.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const locales = [
  {
    locale: 'id',
    prefix: '',
    labels: indonesian,
    browserLocale: 'id-ID',
    topic: 'Topik',
    category: 'Minus one dan hasilnya',
    subjectLabel: 'Judul',
    messageLabel: 'Pesan',
    send: 'Kirim pesan',
    sent: 'Terima kasih! Tiketmu sudah dibuka',
    waiting: 'Menunggu tim bantuan',
    answered: 'Sudah dibalas',
    allTickets: 'Semua tiket (admin)',
    replyLabel: 'Balasanmu',
    sendReply: 'Kirim balasan',
    team: 'Tim bantuan Nada',
    receivedSubject: 'Kami sudah menerima pesanmu: ',
    repliedSubject: 'Balasan untuk tiketmu: ',
    faqSearch: 'Cari pertanyaan',
    faqQuestion: 'Bagaimana cara menghapus akun saya?',
  },
  {
    locale: 'en',
    prefix: '/en',
    labels: english,
    browserLocale: 'en-US',
    topic: 'Topic',
    category: 'Minus one and results',
    subjectLabel: 'Subject',
    messageLabel: 'Message',
    send: 'Send message',
    sent: 'Thanks! Your ticket is open',
    waiting: 'Waiting for support',
    answered: 'Answered',
    allTickets: 'All tickets (admin)',
    replyLabel: 'Your reply',
    sendReply: 'Send reply',
    team: 'Nada support',
    receivedSubject: 'We received your message: ',
    repliedSubject: 'A reply to your ticket: ',
    faqSearch: 'Search the questions',
    faqQuestion: 'How do I delete my account?',
  },
] as const;

type Text = (typeof locales)[number];

/** A new browser context signed in as a new account (an admin with `admin`), on the support page. */
async function signedInOnSupport(
  browser: Browser,
  testInfo: TestInfo,
  text: Text,
  name: string,
  admin = false,
) {
  const context = await browser.newContext({locale: text.browserLocale});
  const page = await context.newPage();
  const email = uniqueEmail(testInfo);
  await createAccount(page, email, name, {admin});
  const target = `${text.prefix}/support`;
  await page.goto(`${text.prefix}/login?redirect=${encodeURIComponent(target)}`);
  await signIn(page, email, password, text.labels);
  await expect(page).toHaveURL(target);
  return {context, page, email};
}

// Issue 42: a long name, one word as file names are, pushed the thread 431 px wide on a 390 px phone.
const attachmentName = 'rekaman-latihan-paduan-suara-gereja-minggu-pagi-versi-akhir.png';

const ticketButton = (page: Page, subject: string) => page.getByRole('button', {name: subject, exact: true});

for (const text of locales.filter((text) => journeyRunsIn(text, 'en'))) {
  test(`${text.locale}: a user files a ticket, an admin answers it, the user reads the answer, and both emails arrive`, async ({
    browser,
  }, testInfo) => {
    const subject = `Vokal masih terdengar ${testInfo.workerIndex}-${Date.now()}`;
    const user = await signedInOnSupport(browser, testInfo, text, 'Rina Penyanyi');
    const admin = await signedInOnSupport(browser, testInfo, text, 'Admin Nada', true);
    try {
      const {page} = user;
      // The FAQ answers from the plan catalogue, searchable.
      await page
        .getByRole('searchbox', {name: text.faqSearch})
        .fill(text.locale === 'id' ? 'hapus akun' : 'delete account');
      await expect(page.getByText(text.faqQuestion)).toBeVisible();

      await page.getByRole('combobox', {name: text.topic}).click();
      await page.getByRole('option', {name: text.category}).click();
      await page.getByRole('textbox', {name: text.subjectLabel, exact: true}).fill(subject);
      await page
        .getByRole('textbox', {name: text.messageLabel, exact: true})
        .fill('Di bagian reff vokalnya masih samar.');
      await page
        .locator('input[type="file"]')
        .setInputFiles({name: attachmentName, mimeType: 'image/png', buffer: png});
      await page.getByRole('button', {name: text.send}).click();
      await expect(page.getByRole('status').filter({hasText: text.sent})).toBeVisible();
      const row = page.getByRole('listitem').filter({has: ticketButton(page, subject)});
      await expect(row.getByText(text.waiting)).toBeVisible();

      const received = await smtp.waitFor(
        (email) => email.to.includes(user.email) && email.subject.includes(subject),
      );
      expect(received.subject).toBe(`${text.receivedSubject}${subject}`);

      // The admin sees every ticket, opens this one and answers.
      const adminPage = admin.page;
      // Its list was read before the ticket existed.
      await adminPage.reload();
      await expect(adminPage.getByRole('heading', {name: text.allTickets})).toBeVisible();
      await ticketButton(adminPage, subject).click();
      await expect(adminPage.getByRole('heading', {name: subject, level: 2})).toBeVisible();
      await adminPage
        .getByRole('textbox', {name: text.replyLabel, exact: true})
        .fill('Coba mode 4 stem, lalu matikan kanal vokal.');
      await adminPage.getByRole('button', {name: text.sendReply}).click();
      await expect(adminPage.getByText(text.answered)).toBeVisible();

      // The user sees the answer.
      await page.reload();
      await ticketButton(page, subject).click();
      await expect(page.getByText('Coba mode 4 stem, lalu matikan kanal vokal.')).toBeVisible();
      await expect(page.getByText(text.team)).toBeVisible();
      await expect(page.getByText(text.answered)).toBeVisible();
      // The signed-in page with a thread open (the guest page is in pages.spec.ts).
      expect(await axeViolations(page)).toEqual([]);
      // On a phone the attachment's long name wraps inside its button: the page does not scroll sideways.
      await page.setViewportSize({width: 390, height: 844});
      const attachment = page.getByRole('button', {name: attachmentName});
      await expect(attachment).toBeVisible();
      expect(
        await attachment.evaluate((element) => element.getBoundingClientRect().right),
      ).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const replied = await smtp.waitFor(
        (email) => email.to.includes(user.email) && email.subject === `${text.repliedSubject}${subject}`,
      );
      expect(replied.text).toContain(`${text.prefix}/support?ticket=`);
    } finally {
      await user.context.close();
      await admin.context.close();
    }
  });
}

/** The two emails support sends, in the recipient's language. */
export type SupportNotification = 'received' | 'replied';

const texts = {
  id: {
    received: {
      subject: (subject: string) => `Kami sudah menerima pesanmu: ${subject}`,
      body: (greeting: string, subject: string, link: string) =>
        `${greeting}\n\nTerima kasih sudah menghubungi Nada. Pesanmu "${subject}" sudah kami terima, dan tim kami akan membalas secepatnya, biasanya dalam satu hari kerja.\n\nKamu bisa melihat tiket dan balasannya di sini:\n${link}\n\nSalam,\nTim Nada`,
    },
    replied: {
      subject: (subject: string) => `Balasan untuk tiketmu: ${subject}`,
      body: (greeting: string, subject: string, link: string) =>
        `${greeting}\n\nTim Nada sudah membalas tiketmu "${subject}". Baca balasannya dan tanggapi di sini:\n${link}\n\nSalam,\nTim Nada`,
    },
  },
  en: {
    received: {
      subject: (subject: string) => `We received your message: ${subject}`,
      body: (greeting: string, subject: string, link: string) =>
        `${greeting}\n\nThanks for contacting Nada. We received your message "${subject}" and our team will answer as soon as they can, usually within one working day.\n\nYou can follow the ticket and its replies here:\n${link}\n\nBest,\nThe Nada team`,
    },
    replied: {
      subject: (subject: string) => `A reply to your ticket: ${subject}`,
      body: (greeting: string, subject: string, link: string) =>
        `${greeting}\n\nThe Nada team replied to your ticket "${subject}". Read the reply and answer it here:\n${link}\n\nBest,\nThe Nada team`,
    },
  },
} as const;

/** The subject and text of a support email in `locale` (`en`, else Indonesian). */
export function supportEmail(
  kind: SupportNotification,
  locale: string,
  input: {name: string | null; subject: string; ticketId: string; publicUrl: string | undefined},
): {subject: string; body: string} {
  const language = locale === 'en' ? 'en' : 'id';
  const path = `${language === 'en' ? '/en' : ''}/support?ticket=${encodeURIComponent(input.ticketId)}`;
  const link = `${input.publicUrl ?? 'http://localhost:3000'}${path}`;
  const name = input.name?.trim();
  const greeting = language === 'en' ? (name ? `Hi ${name},` : 'Hi,') : name ? `Halo ${name},` : 'Halo,';
  const text = texts[language][kind];
  return {subject: text.subject(input.subject), body: text.body(greeting, input.subject, link)};
}

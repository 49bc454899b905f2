import type {FaqEntry, Ticket, TicketSummary} from '../types';
import type {SupportFaqPlans} from '../useSupportFaq';

/** FAQ entries for the stories. */
export const faqEntries: FaqEntry[] = [
  {
    id: 'minus-one',
    question: 'Apa itu minus one?',
    answer: 'Minus one adalah lagu tanpa suara vokal: iringannya saja, untuk bernyanyi atau berlatih.',
  },
  {
    id: 'formats',
    question: 'Format file apa saja yang bisa diunggah?',
    answer:
      'MP3, WAV, FLAC, M4A/AAC, OGG/Opus, WebM, dan file video. Hasilnya bisa MP3 320k, WAV, atau FLAC.',
  },
  {
    id: 'credits',
    question: 'Bagaimana kredit menit dihitung?',
    answer: 'Setiap lagu memakai menit sebanyak durasinya. Kalau proses gagal, menitnya dikembalikan.',
  },
];

const base = {createdAt: '2026-11-20T08:15:00.000Z', requester: null};

/** A user's tickets in every status. */
export const ticketSummaries: TicketSummary[] = [
  {
    ...base,
    id: 't1',
    category: 'separation',
    subject: 'Vokal masih terdengar di bagian reff',
    status: 'answered',
    updatedAt: '2026-11-21T10:00:00.000Z',
  },
  {
    ...base,
    id: 't2',
    category: 'billing',
    subject: 'Tagihan paket Plus terpotong dua kali',
    status: 'open',
    updatedAt: '2026-11-20T09:00:00.000Z',
  },
  {
    ...base,
    id: 't3',
    category: 'import',
    subject: 'Tautan video tidak bisa dibaca',
    status: 'closed',
    updatedAt: '2026-11-18T12:30:00.000Z',
  },
];

/** The same tickets as admins see them, with who opened each. */
export const adminSummaries: TicketSummary[] = ticketSummaries.map((ticket, index) => ({
  ...ticket,
  requester: {name: ['Rina', 'Budi', null][index] ?? null, email: `pengguna${index + 1}@example.com`},
}));

/** A ticket with the user's message (and a screenshot) and support's reply. */
export const answeredTicket: Ticket = {
  ...base,
  id: 't1',
  category: 'separation',
  subject: 'Vokal masih terdengar di bagian reff',
  status: 'answered',
  updatedAt: '2026-11-21T10:00:00.000Z',
  messages: [
    {
      id: 'm1',
      fromStaff: false,
      authorName: 'Rina',
      body: 'Saya unggah lagu pop, tapi vokalnya masih terdengar samar di bagian reff. Tangkapan layarnya terlampir.',
      attachment: {name: 'tangkapan-layar.png', contentType: 'image/png', bytes: 184_320},
      createdAt: '2026-11-20T08:15:00.000Z',
    },
    {
      id: 'm2',
      fromStaff: true,
      authorName: null,
      body: 'Halo Rina, coba mode 4 stem lalu matikan kanal vokal di Playground. Kabari kami hasilnya, ya.',
      attachment: null,
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
};

/** A ticket only the user has written in. */
export const openTicket: Ticket = {
  ...answeredTicket,
  status: 'open',
  messages: answeredTicket.messages.slice(0, 1),
};

/** A closed ticket. */
export const closedTicket: Ticket = {...answeredTicket, status: 'closed'};

/** A ticket whose attachment's name is one long word, as file names often are. */
export const longAttachmentTicket: Ticket = {
  ...openTicket,
  messages: openTicket.messages.map((message) => ({
    ...message,
    attachment: message.attachment && {
      ...message.attachment,
      name: 'rekaman-latihan-paduan-suara-gereja-minggu-pagi-versi-akhir-2026-11-20.png',
    },
  })),
};

/** The three plans' figures the FAQ names, as the plan catalogue gives them. */
export const faqPlans: SupportFaqPlans = {
  free: {maxFileMegabytes: 20, maxSongMinutes: 10, monthlyMinutes: 30, retentionDays: 7},
  plus: {maxFileMegabytes: 100, maxSongMinutes: 20, monthlyMinutes: 300, retentionDays: 30},
  pro: {maxFileMegabytes: 200, maxSongMinutes: 30, monthlyMinutes: 1200, retentionDays: 90},
};

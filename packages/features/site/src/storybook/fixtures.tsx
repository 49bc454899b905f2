import {useMemo, type ReactNode} from 'react';
import {IntlProvider, useIntl} from 'react-intl';
import {Link} from '@nada/ui';
import type {PlanCatalogue} from '@nada/pricing-table';
import type {LegalDocumentContent, LegalValues} from '../LegalDocument';
import type {LandingFaqValues, LandingHrefs} from '../landingTypes';
import type {SiteFooterLinks} from '../SiteFooter';
import type {SiteHeaderHrefs} from '../SiteHeader';

// Stories' and tests' data. Not exported from the package.

const MIB = 1024 * 1024;

/** A plan catalogue shaped as `GET /api/plans` answers. */
export const planCatalogue: PlanCatalogue = {
  minorUnits: {IDR: 0, USD: 2},
  items: [
    {
      id: 'free',
      name: {id: 'Gratis', en: 'Free'},
      description: {id: 'Untuk mencoba.', en: 'For trying it out.'},
      monthlyProcessingSeconds: 1800,
      maxFileBytes: 50 * MIB,
      maxSongSeconds: 900,
      storageQuotaBytes: 2048 * MIB,
      retentionDays: 7,
      stemSets: ['2', '4'],
      outputFormats: ['mp3', 'wav', 'flac'],
      priorityQueue: false,
      prices: {monthly: {IDR: 0, USD: 0}, yearly: {IDR: 0, USD: 0}},
    },
    {
      id: 'plus',
      name: {id: 'Plus', en: 'Plus'},
      description: {id: 'Untuk latihan tiap minggu.', en: 'For weekly practice.'},
      monthlyProcessingSeconds: 10_800,
      maxFileBytes: 200 * MIB,
      maxSongSeconds: 1200,
      storageQuotaBytes: 10_240 * MIB,
      retentionDays: 30,
      stemSets: ['2', '4'],
      outputFormats: ['mp3', 'wav', 'flac'],
      priorityQueue: false,
      prices: {monthly: {IDR: 49_000, USD: 399}, yearly: {IDR: 490_000, USD: 3990}},
    },
    {
      id: 'pro',
      name: {id: 'Pro', en: 'Pro'},
      description: {id: 'Untuk band dan studio.', en: 'For bands and studios.'},
      monthlyProcessingSeconds: 36_000,
      maxFileBytes: 500 * MIB,
      maxSongSeconds: 1800,
      storageQuotaBytes: 51_200 * MIB,
      retentionDays: 90,
      stemSets: ['2', '4'],
      outputFormats: ['mp3', 'wav', 'flac'],
      priorityQueue: true,
      prices: {monthly: {IDR: 129_000, USD: 999}, yearly: {IDR: 1_290_000, USD: 9990}},
    },
  ],
};

export const landingHrefs: LandingHrefs = {
  minusOne: '#minusone',
  stems: '#minusone-custom',
  videoLink: '#from-link',
  ai: '#ai',
  tools: '#tools',
  playground: '#playground',
  pricing: '#pricing',
  pricingDetail: '#pricing-detail',
  register: '#register',
  about: '#about',
};

export const headerHrefs: SiteHeaderHrefs = {
  home: '#home',
  minusOne: '#minusone',
  videoLink: '#from-link',
  ai: '#ai',
  sounds: '#sounds',
  pricing: '#pricing',
  signIn: '#login',
};

/** A text in the story's language: the app gives its own page titles, which no catalog here has. */
export function Localized({id, en}: {id: string; en: string}) {
  return <>{useIntl().locale === 'en' ? en : id}</>;
}

const page = (href: string, id: string, en: string) => ({href, label: <Localized id={id} en={en} />});

export const footerLinks: SiteFooterLinks = {
  product: [
    page('#minusone', 'Minus One', 'Minus One'),
    page('#from-link', 'Dari tautan video', 'From a video link'),
    page('#ai', 'Buat musik dengan AI', 'Make music with AI'),
    page('#tools', 'Alat nada', 'Tone tools'),
    page('#pricing', 'Harga', 'Pricing'),
  ],
  company: [page('#about', 'Tentang Nada', 'About Nada'), page('#support', 'Bantuan', 'Support')],
  legal: [
    page('#privacy', 'Kebijakan Privasi', 'Privacy Policy'),
    page('#terms', 'Syarat dan Ketentuan', 'Terms and Conditions'),
  ],
};

const tag = (href: string) =>
  function Tag(chunks: ReactNode[]) {
    return <Link href={href}>{chunks}</Link>;
  };

export const faqValues: LandingFaqValues = {
  historyLink: tag('#history'),
  termsLink: tag('#terms'),
  pricingLink: tag('#pricing-detail'),
  profileLink: tag('#profile'),
  privacyMail: tag('mailto:privacy@nada.app'),
  privacyEmail: 'privacy@nada.app',
  accountDeletionDays: 30,
};

// A short legal text of the app's kind: its messages are the app's, so they travel with the fixture.
const legalTexts: Record<'id' | 'en', Record<string, string>> = {
  id: {
    'fixture.legal.intro':
      'Ringkasan: kami hanya menyimpan yang perlu untuk layanan, selama <b>{days} hari</b>.',
    'fixture.legal.data': 'Data yang kami kumpulkan',
    'fixture.legal.data.text': 'Alamat email, lagu yang Anda unggah dan hasilnya.',
    'fixture.legal.data.email': 'Alamat email untuk masuk.',
    'fixture.legal.data.files': 'Berkas yang Anda unggah dan hasil pemrosesannya.',
    'fixture.legal.retention': 'Berapa lama kami menyimpannya',
    'fixture.legal.retention.plan': 'Paket {plan}: {days} hari.',
  },
  en: {
    'fixture.legal.intro': 'In short: we keep only what the service needs, for <b>{days} days</b>.',
    'fixture.legal.data': 'The data we collect',
    'fixture.legal.data.text': 'Your email address, the songs you upload and their results.',
    'fixture.legal.data.email': 'Your email address, to sign in.',
    'fixture.legal.data.files': 'The files you upload and what we make of them.',
    'fixture.legal.retention': 'How long we keep it',
    'fixture.legal.retention.plan': '{plan} plan: {days} days.',
  },
};

export const legalContent: LegalDocumentContent = {
  intro: {id: 'fixture.legal.intro'},
  sections: [
    {
      id: 'data-we-collect',
      heading: {id: 'fixture.legal.data'},
      blocks: [
        {kind: 'paragraph', text: {id: 'fixture.legal.data.text'}},
        {kind: 'list', items: [{id: 'fixture.legal.data.email'}, {id: 'fixture.legal.data.files'}]},
      ],
    },
    {
      id: 'retention',
      heading: {id: 'fixture.legal.retention'},
      blocks: [{kind: 'planRetention', item: {id: 'fixture.legal.retention.plan'}}],
    },
  ],
};

export const legalValues: LegalValues = {
  b: (chunks) => <strong>{chunks}</strong>,
  privacyMail: tag('mailto:privacy@nada.app'),
  privacyEmail: 'privacy@nada.app',
  supportLink: tag('#support'),
  days: 30,
};

/** Adds the fixture legal text's messages to the story's or test's catalog, as a page's own catalog would. */
export function LegalFixtureMessages({children}: {children: ReactNode}) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'id';
  const messages = useMemo(
    () => ({...(intl.messages as Record<string, string>), ...legalTexts[locale]}),
    [intl.messages, locale],
  );
  return (
    <IntlProvider locale={intl.locale} messages={messages} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}

import type {Meta, StoryObj} from '@storybook/react-vite';
import type {ReactNode} from 'react';
import {LinkSource} from './LinkSource';
import {
  allowedSource,
  liveSource,
  playlistSource,
  tooLongSource,
  unknownLengthSource,
} from './storybook/linkSources';
import {useStoryText} from './storybook/StoryText';
import type {LinkProbe} from './types';

// The app explains the API's codes with its own texts (packages/app/app/api/apiErrorMessages.ts);
// these story copies stand in for them.
const ERROR_TEXTS: Record<string, [string, string]> = {
  URL_NOT_ALLOWED: [
    'Tautan ini tidak bisa dipakai. Tempel tautan http atau https ke situs publik, tanpa nama pengguna atau kata sandi.',
    'This link cannot be used. Paste an http or https link to a public site, without a user name or password.',
  ],
  IMPORT_UNSUPPORTED: [
    'Nada tidak bisa mengambil audio dari tautan ini karena situsnya tidak didukung. Coba tautan ke halaman video.',
    'Nada cannot take audio from this link: the site is not supported. Try a link to a video page.',
  ],
  IMPORT_UNAVAILABLE: [
    'Video ini privat, sudah dihapus, atau dibatasi, jadi audionya tidak bisa diambil.',
    'This video is private, has been removed or is restricted, so its audio cannot be taken.',
  ],
  IMPORT_NETWORK_FAILED: [
    'Situs tautan ini tidak bisa dihubungi. Periksa tautannya atau coba lagi nanti.',
    'The site of this link could not be reached. Check the link or try again later.',
  ],
  IMPORT_FAILED: [
    'Tautan ini tidak bisa dibaca. Coba lagi nanti atau pakai tautan lain.',
    'This link could not be read. Try again later or try another link.',
  ],
};

/** A probe that never answers: the step stays as the story sets it up. */
const never = () => new Promise<LinkProbe>(() => {});

function WithErrorTexts(props: Parameters<typeof LinkSource>[0]) {
  const text = useStoryText();
  const errorText = (code: string): ReactNode => {
    const texts = ERROR_TEXTS[code];
    return texts ? text(...texts) : undefined;
  };
  return <LinkSource {...props} errorText={errorText} />;
}

const meta = {
  title: 'Features/GenerationWizard/LinkSource',
  component: LinkSource,
  args: {probe: never, onContinue: () => {}, readClipboard: () => Promise.resolve('')},
  render: (args) => <WithErrorTexts {...args} />,
  decorators: [
    (Story) => (
      <div style={{maxWidth: '40rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkSource>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Checked before sending: text that is not a link. */
export const TypingInvalid: Story = {
  args: {defaultUrl: 'bengawan solo gesang', initialState: {status: 'invalid'}},
};
export const NotWebLink: Story = {
  args: {defaultUrl: 'ftp://lagu.example.org/bengawan.mp3', initialState: {status: 'invalid'}},
};
/** The server reads the link (yt-dlp, a few seconds). */
export const Probing: Story = {
  args: {defaultUrl: 'https://www.youtube.com/watch?v=8UVNT4wvIGY', initialState: {status: 'probing'}},
};
const failed = (defaultUrl: string, errorCode: string): Story => ({
  args: {defaultUrl, initialState: {status: 'error', errorCode}},
});
export const ErrorNotAllowed = failed('http://127.0.0.1:1/', 'URL_NOT_ALLOWED');
export const ErrorUnsupported = failed('https://toko.example.com/produk/123', 'IMPORT_UNSUPPORTED');
export const ErrorUnavailable = failed('https://www.youtube.com/watch?v=privat123', 'IMPORT_UNAVAILABLE');
export const ErrorNetwork = failed('https://video.example.org/tari', 'IMPORT_NETWORK_FAILED');
export const ErrorFailed = failed('https://www.youtube.com/watch?v=rusak', 'IMPORT_FAILED');
/** A code the app gives no text for: the step's own generic text. */
export const ErrorUnknown = failed('https://www.youtube.com/watch?v=abc', 'SOMETHING_NEW');
const ready = (result: LinkProbe): Story => ({
  args: {defaultUrl: result.url, initialState: {status: 'ready', result}},
});
export const Allowed = ready(allowedSource);
export const TooLong = ready(tooLongSource);
export const Live = ready(liveSource);
export const Playlist: Story = {
  args: {
    defaultUrl: 'https://www.youtube.com/playlist?list=PLlaguDaerah',
    initialState: {status: 'ready', result: playlistSource},
  },
};
export const DurationUnknown = ready(unknownLengthSource);
/** A phone, 390 px wide: the card stacks the thumbnail over the facts. */
export const Narrow: Story = {
  ...ready(allowedSource),
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
export const NarrowTooLong: Story = {...Narrow, ...ready(tooLongSource)};

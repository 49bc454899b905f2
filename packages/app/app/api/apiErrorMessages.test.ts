import generateAiEn from '@nada/generate-ai/lang/en.json';
import generateAiId from '@nada/generate-ai/lang/id.json';
import playlistEn from '@nada/playlist/lang/en.json';
import playlistId from '@nada/playlist/lang/id.json';
import pricingTableEn from '@nada/pricing-table/lang/en.json';
import pricingTableId from '@nada/pricing-table/lang/id.json';
import profileEn from '@nada/profile/lang/en.json';
import profileId from '@nada/profile/lang/id.json';
import soundLibraryEn from '@nada/sound-library/lang/en.json';
import soundLibraryId from '@nada/sound-library/lang/id.json';
import supportEn from '@nada/support/lang/en.json';
import supportId from '@nada/support/lang/id.json';
import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import en from '../../lang/en.json';
import id from '../../lang/id.json';
import {apiErrorMessage, apiErrorMessages, apiErrorMessageSources} from './apiErrorMessages';
import {formatApiError} from './apiErrorText';
import {errorCodeValues} from './schemaValues.generated';

// The catalogs of the app and of every feature whose texts the registry composes; a text missing
// from them fails (onError), rather than falling back to its English default.
const intlIn = (locale: 'id' | 'en', messages: Record<string, string>) =>
  createIntl({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });
const intls = {
  id: intlIn('id', {
    ...id,
    ...generateAiId,
    ...playlistId,
    ...pricingTableId,
    ...profileId,
    ...soundLibraryId,
    ...supportId,
  }),
  en: intlIn('en', {
    ...en,
    ...generateAiEn,
    ...playlistEn,
    ...pricingTableEn,
    ...profileEn,
    ...soundLibraryEn,
    ...supportEn,
  }),
};

describe('apiErrorMessage', () => {
  it('gives every ErrorCode of the API document its own text in both languages', () => {
    for (const locale of ['id', 'en'] as const) {
      const unknown = formatApiError(intls[locale], 'unknown');
      for (const code of errorCodeValues) {
        expect(apiErrorMessage(code)).toBe(apiErrorMessages[code]);
        expect(formatApiError(intls[locale], code), `${code} (${locale})`).not.toBe(unknown);
      }
    }
  });

  it('composes the texts the features declare, each code from one place only', () => {
    const declared = apiErrorMessageSources.flatMap((source) => Object.keys(source));
    expect(new Set(declared).size).toBe(declared.length);
    expect(Object.keys(apiErrorMessages)).toHaveLength(declared.length);
    expect(formatApiError(intls.en, 'PLAYLIST_LIMIT')).toBe(
      'You already have 200 playlists, the most allowed. Delete one to make a new one.',
    );
    expect(formatApiError(intls.id, 'TICKET_CLOSED')).toBe(
      'Tiket ini sudah ditutup. Kirim pesan baru kalau kamu masih butuh bantuan.',
    );
  });

  it('explains the failures a job reports and the app’s own codes', () => {
    expect(apiErrorMessage('AUDIO_NO_STREAM')).toBe(apiErrorMessages.AUDIO_NO_STREAM);
    expect(apiErrorMessage('JOB_STALLED')).toBe(apiErrorMessages.JOB_STALLED);
    expect(apiErrorMessage('UPLOAD_INTERRUPTED')).toBe(apiErrorMessages.UPLOAD_INTERRUPTED);
    expect(apiErrorMessage('NETWORK')).toBe(apiErrorMessages.NETWORK);
    // @nada/jobs' useJob, when a job's page cannot read or follow its job.
    expect(formatApiError(intls.id, 'JOB_UNREADABLE')).toBe(
      'Pekerjaan ini tidak bisa dimuat. Periksa koneksimu, lalu muat ulang halaman.',
    );
  });

  it('reads a 5xx answer without a body as an unreachable API', () => {
    expect(apiErrorMessage('HTTP_502')).toBe(apiErrorMessages.NETWORK);
    expect(apiErrorMessage('HTTP_503')).toBe(apiErrorMessages.NETWORK);
  });

  it('falls back to the generic text for a code it does not know, or none', () => {
    expect(apiErrorMessage('SOMETHING_NEW')).toBe(apiErrorMessages.unknown);
    expect(apiErrorMessage('HTTP_418')).toBe(apiErrorMessages.unknown);
    expect(apiErrorMessage('toString')).toBe(apiErrorMessages.unknown);
    expect(apiErrorMessage(null)).toBe(apiErrorMessages.unknown);
    expect(apiErrorMessage(undefined)).toBe(apiErrorMessages.unknown);
  });
});

import type {MessageDescriptor} from 'react-intl';
import {messages} from './messages';
import type {PlayerErrorCode} from './types';

/** The message of each playback error code. */
export const playerErrorMessages: Record<PlayerErrorCode, MessageDescriptor> = {
  MEDIA_ABORTED: messages.errorAborted,
  MEDIA_NETWORK: messages.errorNetwork,
  MEDIA_DECODE: messages.errorDecode,
  MEDIA_UNSUPPORTED: messages.errorUnsupported,
  URL_EXPIRED: messages.errorUrlExpired,
};

import {authErrorMessage} from '@nada/auth-forms';
import {defineMessages} from 'react-intl';
import type {MessageDescriptor} from 'react-intl';
import {PHOTO_INVALID_TYPE, PHOTO_TOO_LARGE} from './photoFile';
import type {ProfileFieldErrorCode} from './types';

/** Code of an API answer saying the phone number belongs to another account (HTTP 409). */
export const PHONE_NUMBER_TAKEN = 'PHONE_NUMBER_TAKEN';

/** Code of an API answer saying the sign-in is too old for this action (HTTP 401). */
export const REAUTHENTICATION_REQUIRED = 'REAUTHENTICATION_REQUIRED';

/** The messages of the failures only the profile has. */
export const profileErrorMessages = defineMessages({
  phoneInUse: {
    id: 'profile.error.phoneInUse',
    defaultMessage: 'This phone number is already used by another Nada account.',
    description: 'API PHONE_NUMBER_TAKEN (409): the number belongs to another account',
  },
  photoInvalidType: {
    id: 'profile.error.photoInvalidType',
    defaultMessage: 'That file isn’t a JPEG, PNG or WebP image. Choose another one.',
    description: 'The chosen photo is not an accepted image type',
  },
  photoTooLarge: {
    id: 'profile.error.photoTooLarge',
    defaultMessage: 'That photo is larger than 5 MB. Choose a smaller one.',
    description: 'The chosen photo is too large',
  },
  photoUnreadable: {
    id: 'profile.error.photoUnreadable',
    defaultMessage: 'We couldn’t read that image. Try another photo.',
    description: 'The API could not decode the uploaded image',
  },
  reauthenticationRequired: {
    id: 'profile.error.reauthenticationRequired',
    defaultMessage: 'For your security, sign in again before deleting your account.',
    description: 'API REAUTHENTICATION_REQUIRED: the sign-in is too old to delete the account',
  },
  photoNotFound: {
    id: 'profile.error.photoNotFound',
    defaultMessage: 'This photo no longer exists. Choose it again.',
    description: 'API PHOTO_NOT_FOUND: the uploaded profile photo is gone',
  },
  providerAlreadyLinked: {
    id: 'profile.error.providerAlreadyLinked',
    defaultMessage: 'This Google account is already linked to another Nada account.',
    description: 'Firebase auth/credential-already-in-use or auth/provider-already-linked',
  },
});

/**
 * The texts of the API error codes of the profile, by code: the profile's forms show them, and the
 * app's one map of codes (apiErrorMessages) takes them.
 */
export const profileApiErrorMessages = {
  [PHONE_NUMBER_TAKEN]: profileErrorMessages.phoneInUse,
  PHOTO_NOT_FOUND: profileErrorMessages.photoNotFound,
  PHOTO_NOT_IMAGE: profileErrorMessages.photoInvalidType,
  PHOTO_UNREADABLE: profileErrorMessages.photoUnreadable,
  PHOTO_TOO_LARGE: profileErrorMessages.photoTooLarge,
  [REAUTHENTICATION_REQUIRED]: profileErrorMessages.reauthenticationRequired,
} as const;

const byCode: Record<string, MessageDescriptor> = {
  ...profileApiErrorMessages,
  [PHOTO_INVALID_TYPE]: profileErrorMessages.photoInvalidType,
  [PHOTO_TOO_LARGE]: profileErrorMessages.photoTooLarge,
  'auth/credential-already-in-use': profileErrorMessages.providerAlreadyLinked,
  'auth/provider-already-linked': profileErrorMessages.providerAlreadyLinked,
};

/** The message for a failure: the profile's own codes, else the auth forms' message (generic fallback). */
export function profileErrorMessage(code: string | null | undefined): MessageDescriptor {
  if (code !== null && code !== undefined && Object.hasOwn(byCode, code)) {
    return byCode[code] as MessageDescriptor;
  }
  return authErrorMessage(code);
}

/** The messages for problems found in the values before sending them. */
export const profileFieldErrorMessages: Record<ProfileFieldErrorCode, MessageDescriptor> = defineMessages({
  nameRequired: {
    id: 'profile.fieldError.nameRequired',
    defaultMessage: 'Enter your name',
    description: 'Error under the empty display name field',
  },
  nameTooLong: {
    id: 'profile.fieldError.nameTooLong',
    defaultMessage: 'Use at most {max} characters',
    description: 'Error under a display name that is too long',
  },
  phoneInvalid: {
    id: 'profile.fieldError.phoneInvalid',
    defaultMessage: 'Enter a phone number with its country code, like +62 812 3456 7890',
    description: 'Error under a phone number that is not a valid international number',
  },
  emailRequired: {
    id: 'profile.fieldError.emailRequired',
    defaultMessage: 'Enter the new email address',
    description: 'Error under the empty new email field',
  },
  emailInvalid: {
    id: 'profile.fieldError.emailInvalid',
    defaultMessage: 'Enter a full email address, like name@example.com',
    description: 'Error under a new email field whose text is not an address',
  },
  emailUnchanged: {
    id: 'profile.fieldError.emailUnchanged',
    defaultMessage: 'This is already your email address',
    description: 'Error under the new email field when it equals the current address',
  },
  passwordRequired: {
    id: 'profile.fieldError.passwordRequired',
    defaultMessage: 'Enter a new password',
    description: 'Error under the empty new password field',
  },
  passwordWeak: {
    id: 'profile.fieldError.passwordWeak',
    defaultMessage: 'Your password doesn’t meet all the rules yet',
    description: 'Error under a new password that misses one of the listed rules',
  },
  confirmationMismatch: {
    id: 'profile.fieldError.confirmationMismatch',
    defaultMessage: 'Type {word} exactly as shown',
    description: 'Error under the deletion confirmation field when the text does not match',
  },
});

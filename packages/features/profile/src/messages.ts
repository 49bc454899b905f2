import {defineMessages} from '@nada/ui';
import './messages.generated';

/** The texts of the profile views. */
export const messages = defineMessages({
  saved: {
    id: 'profile.saved',
    defaultMessage: 'Saved.',
    description: 'Status after a profile change was saved',
  },
  fieldsTitle: {
    id: 'profile.fieldsTitle',
    defaultMessage:
      '{count, plural, one {Check the field marked below.} other {Check the # fields marked below.}}',
    description: 'Status box of a form when fields have problems',
  },
  detailsTitle: {
    id: 'profile.details.title',
    defaultMessage: 'Your details',
    description: 'Heading of the profile details form',
  },
  detailsLead: {
    id: 'profile.details.lead',
    defaultMessage: 'Your name and photo are shown on your public profile. Your phone number is not.',
    description: 'Text under the heading of the profile details form',
  },
  nameLabel: {
    id: 'profile.details.nameLabel',
    defaultMessage: 'Display name',
    description: 'Label of the display name field',
  },
  phoneLabel: {
    id: 'profile.details.phoneLabel',
    defaultMessage: 'Phone number',
    description: 'Label of the phone number field',
  },
  phoneHint: {
    id: 'profile.details.phoneHint',
    defaultMessage:
      'With the country code, like +62 812 3456 7890. An Indonesian number starting with 0 (0812…) becomes +62 812…',
    description:
      'Hint under the phone number field explaining the international format for Indonesian numbers',
  },
  languageLabel: {
    id: 'profile.details.languageLabel',
    defaultMessage: 'Language',
    description: 'Label of the preferred language choice',
  },
  languageId: {
    id: 'profile.details.languageId',
    defaultMessage: 'Bahasa Indonesia',
    description: 'The Indonesian language, as a choice (keep it in Indonesian)',
  },
  languageEn: {
    id: 'profile.details.languageEn',
    defaultMessage: 'English',
    description: 'The English language, as a choice (keep it in English)',
  },
  themeLabel: {
    id: 'profile.details.themeLabel',
    defaultMessage: 'Colour mode',
    description: 'Label of the preferred colour mode choice',
  },
  themeSystem: {
    id: 'profile.details.themeSystem',
    defaultMessage: 'Like my device',
    description: 'Colour mode choice: follow the operating system',
  },
  themeLight: {
    id: 'profile.details.themeLight',
    defaultMessage: 'Light',
    description: 'Colour mode choice: light',
  },
  themeDark: {
    id: 'profile.details.themeDark',
    defaultMessage: 'Dark',
    description: 'Colour mode choice: dark',
  },
  saveDetails: {
    id: 'profile.details.submit',
    defaultMessage: 'Save changes',
    description: 'Button that saves the profile details',
  },
  photoTitle: {
    id: 'profile.photo.title',
    defaultMessage: 'Profile photo',
    description: 'Heading of the profile photo section',
  },
  photoHint: {
    id: 'profile.photo.hint',
    defaultMessage: 'JPEG, PNG or WebP, up to {size}. It is cropped to a square.',
    description: 'Which files can be a profile photo; size is like "5 MB"',
  },
  photoChoose: {
    id: 'profile.photo.choose',
    defaultMessage: 'Choose a photo',
    description: 'Button that opens the file picker for a new profile photo',
  },
  photoChange: {
    id: 'profile.photo.change',
    defaultMessage: 'Change photo',
    description: 'Button that opens the file picker to replace the profile photo',
  },
  photoRemove: {
    id: 'profile.photo.remove',
    defaultMessage: 'Remove photo',
    description: 'Button that removes the profile photo',
  },
  photoUploading: {
    id: 'profile.photo.uploading',
    defaultMessage: 'Uploading your photo…',
    description: 'Status while a profile photo uploads',
  },
  photoSaved: {
    id: 'profile.photo.saved',
    defaultMessage: 'Your photo has been updated.',
    description: 'Status after the profile photo changed or was removed',
  },
  emailTitle: {
    id: 'profile.email.title',
    defaultMessage: 'Email address',
    description: 'Heading of the change-email form',
  },
  emailLead: {
    id: 'profile.email.lead',
    defaultMessage:
      'You sign in with <b>{email}</b>. We send a link to the new address; the change takes effect once you open it.',
    description: 'Text under the change-email heading; email is the current address',
  },
  newEmailLabel: {
    id: 'profile.email.newLabel',
    defaultMessage: 'New email address',
    description: 'Label of the new email field',
  },
  emailSubmit: {
    id: 'profile.email.submit',
    defaultMessage: 'Send confirmation link',
    description: 'Button that asks for the email change',
  },
  emailSent: {
    id: 'profile.email.sent',
    defaultMessage:
      'Check the inbox of <b>{email}</b> and open the link to confirm. Until then you still sign in with your current address.',
    description: 'Status after the verification link for a new email was sent',
  },
  passwordTitle: {
    id: 'profile.password.title',
    defaultMessage: 'Password',
    description: 'Heading of the change-password form',
  },
  passwordLead: {
    id: 'profile.password.lead',
    defaultMessage:
      'Choose a new password. If your last sign-in was a while ago, we ask for your current one first.',
    description: 'Text under the change-password heading',
  },
  passwordLeadNoPassword: {
    id: 'profile.password.leadNoPassword',
    defaultMessage: 'You sign in with Google. Set a password to also sign in with your email address.',
    description: 'Text under the password heading for an account without a password',
  },
  newPasswordLabel: {
    id: 'profile.password.newLabel',
    defaultMessage: 'New password',
    description: 'Label of the new password field',
  },
  passwordSubmit: {
    id: 'profile.password.submit',
    defaultMessage: 'Change password',
    description: 'Button that changes the password',
  },
  passwordSubmitSet: {
    id: 'profile.password.submitSet',
    defaultMessage: 'Set password',
    description: 'Button that sets a first password on an account without one',
  },
  passwordChanged: {
    id: 'profile.password.changed',
    defaultMessage: 'Your password has been changed. Use it next time you sign in.',
    description: 'Status after the password changed',
  },
  methodsTitle: {
    id: 'profile.methods.title',
    defaultMessage: 'Sign-in methods',
    description: 'Heading of the linked sign-in methods section',
  },
  methodsLead: {
    id: 'profile.methods.lead',
    defaultMessage: 'The ways you can sign in to this account. You always keep at least one.',
    description: 'Text under the sign-in methods heading',
  },
  methodPassword: {
    id: 'profile.methods.password',
    defaultMessage: 'Email and password',
    description: 'Name of the email-and-password sign-in method',
  },
  methodGoogle: {
    id: 'profile.methods.google',
    defaultMessage: 'Google',
    description: 'Name of the Google sign-in method',
  },
  methodLinked: {
    id: 'profile.methods.linked',
    defaultMessage: 'Linked',
    description: 'Badge of a sign-in method linked to the account',
  },
  methodNotLinked: {
    id: 'profile.methods.notLinked',
    defaultMessage: 'Not linked',
    description: 'Badge of a sign-in method not linked to the account',
  },
  methodPasswordNotLinked: {
    id: 'profile.methods.passwordNotLinked',
    defaultMessage: 'Set a password above to add it.',
    description: 'Explains how to add the email-and-password method',
  },
  link: {
    id: 'profile.methods.link',
    defaultMessage: 'Link {method}',
    description: 'Button that links a sign-in method; method is its name',
  },
  unlink: {
    id: 'profile.methods.unlink',
    defaultMessage: 'Unlink {method}',
    description: 'Button that unlinks a sign-in method; method is its name',
  },
  lastMethod: {
    id: 'profile.methods.last',
    defaultMessage: 'Your only sign-in method can’t be unlinked.',
    description: 'Why the only linked sign-in method has no unlink button',
  },
  methodsSaved: {
    id: 'profile.methods.saved',
    defaultMessage: 'Your sign-in methods have been updated.',
    description: 'Status after a sign-in method was linked or unlinked',
  },
  deleteTitle: {
    id: 'profile.delete.title',
    defaultMessage: 'Delete account',
    description: 'Heading of the danger zone that deletes the account',
  },
  deleteLead: {
    id: 'profile.delete.lead',
    defaultMessage:
      'This deletes your account for good: your profile, photo, uploads, generated tracks, playlists and remaining credits. It can’t be undone.',
    description: 'What deleting the account removes',
  },
  deleteConfirmLabel: {
    id: 'profile.delete.confirmLabel',
    defaultMessage: 'Type {word} to confirm',
    description: 'Label of the field where the user types their email or a word to confirm the deletion',
  },
  deleteSubmit: {
    id: 'profile.delete.submit',
    defaultMessage: 'Delete my account',
    description: 'Button that deletes the account',
  },
  deleteWord: {
    id: 'profile.delete.word',
    defaultMessage: 'DELETE',
    description: 'The word to type to confirm deleting an account without an email (uppercase)',
  },
  memberSince: {
    id: 'profile.public.memberSince',
    defaultMessage: 'Member since <time>{date}</time>',
    description: 'When the user joined, on the public profile; date is a month and year; <time> marks it',
  },
  playlistsTitle: {
    id: 'profile.public.playlistsTitle',
    defaultMessage: 'Public playlists',
    description: 'Heading of the public playlists of a user',
  },
  playlistsEmpty: {
    id: 'profile.public.playlistsEmpty',
    defaultMessage: 'No public playlists yet',
    description:
      'Title of the empty state of a public profile whose member has no public playlists or tracks',
  },
  playlistsEmptyText: {
    id: 'profile.public.playlistsEmptyText',
    defaultMessage: 'Playlists and tracks {name} makes public will show here.',
    description:
      'Text of the empty state of a public profile without public playlists or tracks; {name} is the member’s display name',
  },
  googleReauthTitle: {
    id: 'profile.reauthGoogle.title',
    defaultMessage: 'Confirm it’s you',
    description: 'Title of the dialog asking a Google user to sign in with Google again',
  },
  googleReauthText: {
    id: 'profile.reauthGoogle.text',
    defaultMessage: 'For your security, sign in with Google again before this change.',
    description: 'Text of the dialog asking a Google user to sign in with Google again',
  },
  googleReauthSubmit: {
    id: 'profile.reauthGoogle.submit',
    defaultMessage: 'Continue with Google',
    description: 'Button that re-authenticates with Google',
  },
  cancel: {
    id: 'profile.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes a dialog without doing anything',
  },
  loading: {
    id: 'profile.load.loading',
    defaultMessage: 'Loading your profile…',
    description: 'Status while the profile page loads the profile',
  },
  loadFailed: {
    id: 'profile.load.failed',
    defaultMessage: 'We couldn’t load your profile. Check your connection and try again.',
    description: 'Shown when the profile could not be loaded',
  },
  loadRetry: {
    id: 'profile.load.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the profile again',
  },
  pageTitle: {
    id: 'profile.page.title',
    defaultMessage: 'Your profile',
    description: 'Heading of the signed-in user’s profile page',
  },
  publicLink: {
    id: 'profile.page.publicLink',
    defaultMessage: 'See your public profile',
    description: 'Link from the profile page to the user’s public profile',
  },
});

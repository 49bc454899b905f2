export {ChangeEmailForm} from './ChangeEmailForm';
export type {ChangeEmailFormProps, ChangeEmailValues} from './ChangeEmailForm';
export {ChangePasswordForm} from './ChangePasswordForm';
export type {ChangePasswordFormProps, ChangePasswordValues} from './ChangePasswordForm';
export {DeleteAccountSection} from './DeleteAccountSection';
export type {DeleteAccountSectionProps, DeleteAccountValues} from './DeleteAccountSection';
export {GoogleReauthDialog} from './GoogleReauthDialog';
export type {GoogleReauthDialogProps} from './GoogleReauthDialog';
export {isPhoneNumber, normalizePhoneNumber} from './phoneNumber';
export {MAX_PHOTO_BYTES, PHOTO_INVALID_TYPE, PHOTO_TOO_LARGE, PHOTO_TYPES, checkPhotoFile} from './photoFile';
export {MAX_DISPLAY_NAME_LENGTH, ProfileDetailsForm} from './ProfileDetailsForm';
export type {ProfileDetailsChange, ProfileDetailsFormProps, ProfileDetailsValues} from './ProfileDetailsForm';
export {
  PHONE_NUMBER_TAKEN,
  REAUTHENTICATION_REQUIRED,
  profileApiErrorMessages,
  profileErrorMessage,
  profileErrorMessages,
  profileFieldErrorMessages,
} from './profileErrors';
export {ProfileLoadState} from './ProfileLoadState';
export {ProfileSettings} from './ProfileSettings';
export type {
  ProfileAccount,
  ProfileClient,
  ProfileLinkComponent,
  ProfileSettingsProps,
  ProfileUser,
} from './ProfileSettings';
export type {ProfileLoadStateProps} from './ProfileLoadState';
export {ProfilePhoto} from './ProfilePhoto';
export type {ProfilePhotoProps} from './ProfilePhoto';
export {RecentSignInDialog} from './RecentSignInDialog';
export type {RecentSignInDialogProps} from './RecentSignInDialog';
export {PublicProfile} from './PublicProfile';
export type {PublicProfileProps, PublicProfileTrack} from './PublicProfile';
export {PublicProfileCard} from './PublicProfileCard';
export type {PublicProfileCardProps} from './PublicProfileCard';
export {SignInMethods} from './SignInMethods';
export type {SignInMethodsProps} from './SignInMethods';
export type {
  ProfileFieldErrorCode,
  ProfileFieldErrors,
  ProfileFormError,
  ProfileFormState,
  ProfileFormStatus,
  ProfileLocale,
  ProfileTheme,
  SignInProvider,
} from './types';
export {useProfileForm} from './useProfileForm';
export {RECENT_SIGN_IN_MS, needsRecentSignIn, useRecentSignIn} from './useRecentSignIn';
export type {RecentSignIn, RecentSignInDialogState, UseRecentSignInOptions} from './useRecentSignIn';
export type {ProfileForm, UseProfileFormOptions} from './useProfileForm';

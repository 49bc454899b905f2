/** Where a profile form stands: waiting for input, running its action, failed, or done. */
export type ProfileFormStatus = 'idle' | 'submitting' | 'error' | 'success';

/** A failed action: the stable code of what it threw (`auth/requires-recent-login`, `PHONE_NUMBER_TAKEN`…). */
export interface ProfileFormError {
  /** Firebase's `auth/*` code, the API's error code, a `profile/*` code of this package, or `unknown`. */
  code: string;
}

/** What is wrong with one field before anything is sent. */
export type ProfileFieldErrorCode =
  | 'nameRequired'
  | 'nameTooLong'
  | 'phoneInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailUnchanged'
  | 'passwordRequired'
  | 'passwordWeak'
  | 'confirmationMismatch';

/** Values a form holds. */
export type ProfileFormValues = Record<string, string>;

/** The client-side problems of a form, by field name. */
export type ProfileFieldErrors<V extends ProfileFormValues> = Partial<
  Record<keyof V & string, ProfileFieldErrorCode>
>;

/** A form's status, failure and field problems: what the hook keeps besides the values. */
export interface ProfileFormState<V extends ProfileFormValues> {
  /** Where the form stands. */
  status: ProfileFormStatus;
  /** Why the last action failed, while `status` is `error` because of it. */
  error: ProfileFormError | null;
  /** Problems found in the values before sending them. */
  fieldErrors: ProfileFieldErrors<V>;
}

/** The languages a user can prefer. */
export type ProfileLocale = 'id' | 'en';

/** The colour modes a user can prefer. */
export type ProfileTheme = 'system' | 'light' | 'dark';

/** The sign-in methods the profile manages: Firebase's provider ids. */
export type SignInProvider = 'password' | 'google.com';

import type {AnchorHTMLAttributes, ComponentType, ReactNode} from 'react';

/** Where a form stands: waiting for input, running its action, failed, or done. */
export type AuthFormStatus = 'idle' | 'submitting' | 'error' | 'success';

/** Which action of a form is running: its own submit, or the Google button. */
export type AuthFormPending = 'submit' | 'google';

/** A failed action: the stable code of the error it threw (`auth/wrong-password`, say, or `unknown`). */
export interface AuthFormError {
  /** Firebase's `auth/*` code, {@link BOT_CHECK_FAILED}, or `unknown` for an error without a code. */
  code: string;
}

/** What is wrong with one field before anything is sent. */
export type FieldErrorCode =
  'nameRequired' | 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordWeak' | 'termsRequired';

/** Values a form holds: text fields and check boxes. */
export type FormValues = Record<string, string | boolean>;

/** The client-side problems of a form, by field name. */
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, FieldErrorCode>>;

/** A form's status, failure and field problems: what the hook keeps besides the values. */
export interface AuthFormState<V extends FormValues> {
  /** Where the form stands. */
  status: AuthFormStatus;
  /** Why the last action failed, while `status` is `error` because of it. */
  error: AuthFormError | null;
  /** Problems found in the values before sending them. */
  fieldErrors: FieldErrors<V>;
}

/** Props of the link the app renders for the package's links, so its router handles them. */
export type AuthLinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {href: string};

/** The app's link component (a router link taking `href`); a plain `<a>` when absent. */
export type AuthLinkComponent = ComponentType<AuthLinkComponentProps>;

/** Props every view with links takes. */
export interface AuthLinkOptions {
  /** Renders the package's links, so client-side navigation works; a plain `<a>` by default. */
  linkComponent?: AuthLinkComponent;
}

/** A heading slot: forms show their own heading unless told otherwise. */
export interface AuthHeadingOptions {
  /** Heading level of the form's title, to fit the page outline. @default 'h1' */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** Replaces the form's own title (`null` leaves it out, for a page that has one). */
  title?: ReactNode;
}

/** A proof-of-work challenge issued by the API: find a nonce so that sha256(salt + nonce) starts with `difficulty` zero bits. */
export interface ProofOfWorkChallenge {
  /** Opaque id the API uses to look the challenge up when it checks the solution. */
  id: string;
  /** Random text the nonce is appended to. */
  salt: string;
  /** Number of leading zero bits the hash must have (0..256). */
  difficulty: number;
}

/** The answer to a {@link ProofOfWorkChallenge}, sent to the API with the request it protects. */
export interface ProofOfWorkSolution {
  /** The challenge's id. */
  id: string;
  /** The nonce found, as the decimal text that was hashed. */
  nonce: string;
}

/** Fetches a fresh challenge from the API; each solution is good for one request. */
export type GetChallenge = () => Promise<ProofOfWorkChallenge>;

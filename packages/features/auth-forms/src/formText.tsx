import type {ReactNode} from 'react';
import type {IntlShape} from 'react-intl';
import {authErrorMessage, fieldErrorMessages} from './authErrors';
import type {AuthFormError, FieldErrorCode} from './types';

/** The text of a field problem, or undefined when there is none. */
export function fieldErrorText(intl: IntlShape, code: FieldErrorCode | undefined): string | undefined {
  return code ? intl.formatMessage(fieldErrorMessages[code]) : undefined;
}

/** The text of a failed action, or undefined when nothing failed. */
export function failureText(intl: IntlShape, error: AuthFormError | null): string | undefined {
  return error ? intl.formatMessage(authErrorMessage(error.code)) : undefined;
}

/** Rich-text tags the package's messages use. */
export const richText = {
  b: (chunks: ReactNode[]) => <strong className="nada-auth__strong">{chunks}</strong>,
};

import type {ReactNode} from 'react';
import {FormattedMessage} from 'react-intl';
import {apiErrorMessage} from './apiErrorMessages';

/** The text of an API error code as an element, for the views of @nada/jobs (`errorText`). */
export function apiErrorText(code: string | null | undefined): ReactNode {
  return <FormattedMessage {...apiErrorMessage(code)} />;
}

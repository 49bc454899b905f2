import {useCallback, type ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {apiErrorMessage} from './apiErrorMessages';

/** The text of an API error code as an element, for the views of @nada/jobs (`errorText`). */
export function apiErrorText(code: string | null | undefined): ReactNode {
  return <FormattedMessage {...apiErrorMessage(code)} />;
}

/** The text of an API error code as a string in the page's language, for the feature parts' `errorText`. */
export function useApiErrorText(): (code: string | null | undefined) => string {
  const intl = useIntl();
  return useCallback((code) => intl.formatMessage(apiErrorMessage(code)), [intl]);
}

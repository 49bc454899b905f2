import {useCallback, type ReactNode} from 'react';
import {FormattedMessage, useIntl, type IntlShape} from 'react-intl';
import {apiErrorMessage} from './apiErrorMessages';

/** The text of an API error code in the page's language, as a string. */
export function formatApiError(intl: IntlShape, code: string | null | undefined): string {
  const text = apiErrorMessage(code);
  return 'message' in text ? intl.formatMessage(text.message, text.values) : intl.formatMessage(text);
}

/** The text of an API error code as an element, for the views of @nada/jobs (`errorText`). */
export function apiErrorText(code: string | null | undefined): ReactNode {
  const text = apiErrorMessage(code);
  return 'message' in text ? (
    <FormattedMessage {...text.message} values={text.values} />
  ) : (
    <FormattedMessage {...text} />
  );
}

/** The text of an API error code as a string in the page's language, for the feature parts' `errorText`. */
export function useApiErrorText(): (code: string | null | undefined) => string {
  const intl = useIntl();
  return useCallback((code) => formatApiError(intl, code), [intl]);
}

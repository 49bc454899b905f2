import {useCallback, useMemo, type ReactNode} from 'react';
import {FormattedMessage, createIntl, useIntl, type IntlShape, type MessageFormatElement} from 'react-intl';
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

/**
 * The text of an API error code as a string in the page's language, for the feature parts'
 * `errorText`. A page that calls it above its `<AppPage>` passes its loader's `messages`: the API's
 * error texts travel with the page's catalogs (the route table's `catalogs`), which the shell's
 * messages there do not hold yet, and a text missing from them shows as its id (the build strips
 * the defaults).
 */
export function useApiErrorText(
  pageMessages?: Record<string, MessageFormatElement[]>,
): (code: string | null | undefined) => string {
  const intl = useIntl();
  const pageIntl = useMemo(
    () =>
      pageMessages
        ? createIntl({
            locale: intl.locale,
            messages: {...(intl.messages as Record<string, MessageFormatElement[]>), ...pageMessages},
            onError: intl.onError,
          })
        : intl,
    [intl, pageMessages],
  );
  return useCallback((code) => formatApiError(pageIntl, code), [pageIntl]);
}

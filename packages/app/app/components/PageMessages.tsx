import {useMemo, type ReactNode} from 'react';
import {IntlProvider, useIntl, type MessageFormatElement} from 'react-intl';

/** Adds a page's own catalog (from its loader) to the shell's messages for the page's content. */
export function PageMessages({
  messages,
  children,
}: {
  messages: Record<string, MessageFormatElement[]>;
  children: ReactNode;
}) {
  const intl = useIntl();
  // The shell's messages are compiled too (app/i18n.server.ts).
  const merged = useMemo(
    () => ({...(intl.messages as Record<string, MessageFormatElement[]>), ...messages}),
    [intl.messages, messages],
  );
  return (
    <IntlProvider locale={intl.locale} messages={merged} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}

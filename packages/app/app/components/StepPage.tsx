import type {ReactNode} from 'react';
import {FormattedMessage, type MessageFormatElement} from 'react-intl';
import {pageMessages} from '../pageMessages';
import {PageHeader} from './PageHeader';
import {PageMessages} from './PageMessages';

/** Props of {@link StepPage}. */
export interface StepPageProps {
  route: keyof typeof pageMessages;
  /** The section's page class, e.g. `page-generate-ai`. */
  className: string;
  /** The page's texts from its loader (its feature parts' and the API errors', see the route table). */
  messages: Record<string, MessageFormatElement[]>;
  /** The step itself. */
  children: ReactNode;
}

/** A page of a flow in steps: its texts, its heading and lead from the page messages, then the step. */
export function StepPage({route, className, messages, children}: StepPageProps) {
  const texts = pageMessages[route];
  const titleId = `page-${route}-title`;
  return (
    <PageMessages messages={messages}>
      <section className={`app-page ${className}`} data-route={route} aria-labelledby={titleId}>
        <PageHeader
          title={<FormattedMessage {...texts.title} />}
          titleId={titleId}
          lead={<FormattedMessage {...texts.description} />}
        />
        {children}
      </section>
    </PageMessages>
  );
}

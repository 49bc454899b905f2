import type {ReactNode} from 'react';
import {FormattedMessage, type MessageFormatElement} from 'react-intl';
import {pageMessages} from '../pageMessages';
import {PageHeader} from './PageHeader';
import {PageMessages} from './PageMessages';

/** Props of {@link AppPage}. */
export interface AppPageProps {
  route: keyof typeof pageMessages;
  /** The section's page class, e.g. `page-generate-ai`. */
  className: string;
  /** The page's texts from its loader (its feature parts' and the API errors', see the route table). */
  messages: Record<string, MessageFormatElement[]>;
  /** The heading's id; `page-<route>-title` by default. */
  titleId?: string;
  /** What labels the section, when not the heading. */
  labelledBy?: string;
  /** The heading and the lead; the page's title and description in the page messages by default. */
  title?: ReactNode;
  lead?: ReactNode;
  /** What follows in the header, such as links between a feature's pages. */
  headerExtra?: ReactNode;
  /** The page's content; a function places the header itself (a feature's view that lays it out). */
  children: ReactNode | ((header: ReactNode) => ReactNode);
}

/** The frame of an app page: its texts, a section with its heading and lead, then its content. */
export function AppPage({
  route,
  className,
  messages,
  titleId = `page-${route}-title`,
  ...props
}: AppPageProps) {
  const texts = pageMessages[route];
  const header = (
    <PageHeader
      title={props.title ?? <FormattedMessage {...texts.title} />}
      titleId={titleId}
      lead={props.lead ?? <FormattedMessage {...texts.description} />}
    >
      {props.headerExtra}
    </PageHeader>
  );
  const {children} = props;
  return (
    <PageMessages messages={messages}>
      <section
        className={`app-page ${className}`}
        data-route={route}
        aria-labelledby={props.labelledBy ?? titleId}
      >
        {typeof children === 'function' ? (
          children(header)
        ) : (
          <>
            {header}
            {children}
          </>
        )}
      </section>
    </PageMessages>
  );
}

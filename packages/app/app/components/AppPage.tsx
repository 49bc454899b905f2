import type {ReactNode} from 'react';
import {FormattedMessage, type MessageFormatElement} from 'react-intl';
import {AppPageFrame} from '@nada/site';
import {pageMessages} from '../pageMessages';
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

/** The frame of an app page (@nada/site's `AppPageFrame`) with its texts: the page's title and description by default. */
export function AppPage({
  route,
  className,
  messages,
  titleId = `page-${route}-title`,
  ...props
}: AppPageProps) {
  const texts = pageMessages[route];
  return (
    <PageMessages messages={messages}>
      <AppPageFrame
        title={props.title ?? <FormattedMessage {...texts.title} />}
        titleId={titleId}
        lead={props.lead ?? <FormattedMessage {...texts.description} />}
        headerExtra={props.headerExtra}
        labelledBy={props.labelledBy}
        className={className}
        routeName={route}
      >
        {props.children}
      </AppPageFrame>
    </PageMessages>
  );
}

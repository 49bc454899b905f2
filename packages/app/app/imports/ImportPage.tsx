import type {ReactNode} from 'react';
import {FormattedMessage, type MessageFormatElement} from 'react-intl';
import {PageHeader} from '../components/PageHeader';
import {PageMessages} from '../components/PageMessages';
import {pageMessages} from '../pageMessages';

/** The three pages of making something from a video link. */
export type ImportRoute = 'v3-generate_fr_yt' | 'v3-generate_fr_yt-option' | 'v3-generate_fr_yt-preview_file';

/** Props of {@link ImportPage}. */
export interface ImportPageProps {
  route: ImportRoute;
  /** The page's texts from its loader (the wizard's and the API errors', see the route table). */
  messages: Record<string, MessageFormatElement[]>;
  /** The step itself. */
  children: ReactNode;
}

/** A page of the video-link flow: its texts, its heading and lead from the page messages, then the step. */
export function ImportPage({route, messages, children}: ImportPageProps) {
  const texts = pageMessages[route];
  const titleId = `page-${route}-title`;
  return (
    <PageMessages messages={messages}>
      <section className="app-page page-generate-from-link" data-route={route} aria-labelledby={titleId}>
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

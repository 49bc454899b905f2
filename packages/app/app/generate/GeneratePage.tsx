import type {ReactNode} from 'react';
import {FormattedMessage, type MessageFormatElement} from 'react-intl';
import {PageHeader} from '../components/PageHeader';
import {PageMessages} from '../components/PageMessages';
import {pageMessages} from '../pageMessages';

/** The two pages of AI generation. */
export type GenerateRoute = 'v3-generate_ai' | 'v3-generate_ai-list';

/** Props of {@link GeneratePage}. */
export interface GeneratePageProps {
  route: GenerateRoute;
  /** The page's texts from its loader (the generation parts' and the API errors', see the route table). */
  messages: Record<string, MessageFormatElement[]>;
  /** The step itself. */
  children: ReactNode;
}

/** A page of AI generation: its texts, its heading and lead from the page messages, then the step. */
export function GeneratePage({route, messages, children}: GeneratePageProps) {
  const texts = pageMessages[route];
  const titleId = `page-${route}-title`;
  return (
    <PageMessages messages={messages}>
      <section className="app-page page-generate-ai" data-route={route} aria-labelledby={titleId}>
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

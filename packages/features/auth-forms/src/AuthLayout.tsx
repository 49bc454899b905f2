import {Card} from '@nada/ui';
import {useId} from 'react';
import type {ReactNode} from 'react';
import type {AuthHeadingOptions} from './types';
import './authForms.css';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps extends AuthHeadingOptions {
  /** The form's own title, used unless `title` replaces it. */
  defaultTitle: ReactNode;
  /** A sentence or two under the title. */
  lead?: ReactNode;
  /** The form or the outcome. */
  children: ReactNode;
}

/** The card every auth view sits in: a titled section, as wide as a phone screen at most. */
export function AuthLayout({defaultTitle, title, headingLevel = 'h1', lead, children}: AuthLayoutProps) {
  const titleId = useId();
  const Heading = headingLevel;
  const shown = title === undefined ? defaultTitle : title;
  return (
    <Card
      asChild
      variant="elevated"
      padding="lg"
      className="nada-auth"
      aria-labelledby={shown === null ? undefined : titleId}
    >
      <section>
        {(shown !== null || lead !== undefined) && (
          <div className="nada-auth__header">
            {shown !== null && (
              <Heading id={titleId} className="nada-auth__title">
                {shown}
              </Heading>
            )}
            {lead !== undefined && <p className="nada-auth__lead">{lead}</p>}
          </div>
        )}
        {children}
      </section>
    </Card>
  );
}

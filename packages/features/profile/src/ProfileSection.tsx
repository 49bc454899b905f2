import {Card} from '@nada/ui';
import {useId} from 'react';
import type {ReactNode} from 'react';
import './profile.css';

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  /** The section's heading. */
  title: ReactNode;
  /** A sentence under the heading. */
  lead?: ReactNode;
  /** Heading level, to fit the page outline. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
  /** The danger zone is outlined in the danger colour. @default 'default' */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One titled part of the profile page, as a card that is also a labelled region. */
export function ProfileSection({
  title,
  lead,
  headingLevel = 'h2',
  tone = 'default',
  children,
}: ProfileSectionProps) {
  const titleId = useId();
  const Heading = headingLevel;
  return (
    <Card asChild variant="outlined" padding="lg">
      <section className="nada-profile__section" aria-labelledby={titleId} data-tone={tone}>
        <header className="nada-profile__header">
          <Heading id={titleId} className="nada-profile__title">
            {title}
          </Heading>
          {lead && <p className="nada-profile__lead">{lead}</p>}
        </header>
        {children}
      </section>
    </Card>
  );
}

/** Props every section view takes. */
export interface ProfileHeadingOptions {
  /** Heading level of the section's title, to fit the page outline. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
}

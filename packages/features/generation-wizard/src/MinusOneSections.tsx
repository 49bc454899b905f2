import {Fragment, type ReactElement} from 'react';
import {FormattedMessage} from 'react-intl';
import {minusOneMessages} from './messages';
import './minusOne.css';

/** The minus-one pages the links lead between: the quick page, the custom page and the history. */
export type MinusOneSection = 'quick' | 'custom' | 'history';

const sections = [
  {id: 'quick', label: minusOneMessages.navQuick},
  {id: 'custom', label: minusOneMessages.navCustom},
  {id: 'history', label: minusOneMessages.toHistory},
] as const satisfies readonly {id: MinusOneSection; label: unknown}[];

/** What a section's link is given to render: its class, its text and whether it is the page shown. */
export interface MinusOneSectionLink {
  /** The section, whose page the app links to. */
  section: MinusOneSection;
  className: string;
  'aria-current': 'page' | undefined;
  children: ReactElement;
}

/** Props of {@link MinusOneSections}. */
export interface MinusOneSectionsProps {
  /** The page it is on, marked current in the links. */
  current: MinusOneSection;
  /** The id of the heading the links are named by. */
  labelledBy: string;
  /** Renders a section's link with the app's router. */
  renderLink: (link: MinusOneSectionLink) => ReactElement;
}

/** The links between the minus-one pages (quick, custom, history), under their heading. */
export function MinusOneSections({current, labelledBy, renderLink}: MinusOneSectionsProps) {
  return (
    <nav className="page-minusone__sections" aria-labelledby={labelledBy}>
      {sections.map((section) => (
        <Fragment key={section.id}>
          {renderLink({
            section: section.id,
            className: 'page-minusone__section',
            'aria-current': section.id === current ? 'page' : undefined,
            children: <FormattedMessage {...section.label} />,
          })}
        </Fragment>
      ))}
    </nav>
  );
}

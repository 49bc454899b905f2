import type {ReactNode} from 'react';
import {FormattedMessage} from 'react-intl';
import {NavLink} from 'react-router';
import {usePageLocale} from '../auth/authPages';
import {PageHeader} from '../components/PageHeader';
import {localePath} from '../routing/paths';
import {minusoneMessages} from './minusoneMessages';

const sections = [
  {route: 'v3-minusone', label: minusoneMessages.navQuick},
  {route: 'v3-minusone-custom', label: minusoneMessages.navCustom},
  {route: 'v3-minusone-history', label: minusoneMessages.toHistory},
] as const;

/** Props of {@link MinusOneHeader}. */
export interface MinusOneHeaderProps {
  /** The page's heading (h1). */
  title: ReactNode;
  /** The id the page's section is labelled by. */
  titleId: string;
  /** One line under the heading. */
  lead?: ReactNode;
  /** The page it is on, marked current in the links. */
  current: (typeof sections)[number]['route'] | 'history';
}

/** The heading of the minus-one pages, with links between the quick, custom and history pages. */
export function MinusOneHeader({title, titleId, lead, current}: MinusOneHeaderProps) {
  const locale = usePageLocale();
  return (
    <PageHeader title={title} titleId={titleId} lead={lead}>
      {current !== 'history' && (
        <nav className="page-minusone__sections" aria-labelledby={titleId}>
          {sections.map((section) => (
            <NavLink
              key={section.route}
              to={localePath(section.route, locale)}
              end
              className="page-minusone__section"
              aria-current={section.route === current ? 'page' : undefined}
            >
              <FormattedMessage {...section.label} />
            </NavLink>
          ))}
        </nav>
      )}
    </PageHeader>
  );
}

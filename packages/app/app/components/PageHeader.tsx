import type {ReactNode} from 'react';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's heading (h1). */
  title: ReactNode;
  /** The heading's id, which the page's section is labelled by. */
  titleId: string;
  /** One line under the heading. */
  lead?: ReactNode;
  /** What follows in the header, such as links between a feature's pages. */
  children?: ReactNode;
}

/** The heading of an app page with its lead, as every signed-in page opens. */
export function PageHeader({title, titleId, lead, children}: PageHeaderProps) {
  return (
    <header className="app-page__header">
      <h1 id={titleId} className="nada-page-title">
        {title}
      </h1>
      {lead && <p className="app-page__lead">{lead}</p>}
      {children}
    </header>
  );
}

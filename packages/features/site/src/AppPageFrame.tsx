import type {ReactNode} from 'react';
import './layout.css';

/** Props of {@link AppPageFrame}. */
export interface AppPageFrameProps {
  /** The page's heading (h1). */
  title: ReactNode;
  /** The heading's id, which labels the section unless `labelledBy` names something else. */
  titleId: string;
  /** One line under the heading. */
  lead?: ReactNode;
  /** What follows in the header, such as links between a feature's pages. */
  headerExtra?: ReactNode;
  /** What labels the section, when not the heading (a view that names the page itself). */
  labelledBy?: string;
  /** The page's own class, e.g. `page-generate-ai`; it may set the column's `--app-page-width`. */
  className?: string;
  /** The app's name for the page, on the section as `data-route`. */
  routeName?: string;
  /** The page's content; a function places the header itself (a feature's view that lays it out). */
  children: ReactNode | ((header: ReactNode) => ReactNode);
}

/**
 * The frame of a page of the app (a signed-in tool page: minus one, history, playlists): one centred
 * column, a section with its heading and lead, then its content.
 */
export function AppPageFrame({
  title,
  titleId,
  lead,
  headerExtra,
  labelledBy,
  className,
  routeName,
  children,
}: AppPageFrameProps) {
  const header = (
    <header className="app-page__header">
      <h1 id={titleId} className="nada-page-title">
        {title}
      </h1>
      {lead && <p className="app-page__lead">{lead}</p>}
      {headerExtra}
    </header>
  );
  return (
    <section
      className={className ? `app-page ${className}` : 'app-page'}
      data-route={routeName}
      aria-labelledby={labelledBy ?? titleId}
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
  );
}

import {useId} from 'react';
import type {ComponentPropsWithoutRef, ReactNode} from 'react';
import './generationWizard.css';

/** Props of {@link ResultPreview}. */
export interface ResultPreviewProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The result's name, such as the song title. */
  title: ReactNode;
  /** A line under the title: duration, key, tempo, format… */
  meta?: ReactNode;
  /** Artwork or an icon before the title. */
  media?: ReactNode;
  /** Buttons for the result: download, download all, add to playlist, open in the playground. */
  actions?: ReactNode;
  /** Level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The player, or any preview of the result. */
  children?: ReactNode;
}

/** The layout of a wizard's last step: title, meta line and actions above the player passed as children. */
export function ResultPreview({
  title,
  meta,
  media,
  actions,
  headingLevel = 3,
  className,
  children,
  ...props
}: ResultPreviewProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={['nada-result', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      {...props}
    >
      <header className="nada-result__header">
        {media !== undefined && <div className="nada-result__media">{media}</div>}
        <div className="nada-result__text">
          <Heading id={headingId} className="nada-result__title">
            {title}
          </Heading>
          {meta !== undefined && <p className="nada-result__meta">{meta}</p>}
        </div>
      </header>
      {children !== undefined && <div className="nada-result__body">{children}</div>}
      {actions !== undefined && <div className="nada-result__actions">{actions}</div>}
    </section>
  );
}

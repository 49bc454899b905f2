import {Button, EmptyState, Skeleton, SkeletonGroup, errorIcon, type IconData} from '@nada/ui';
import type {ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {messages} from './messages';
import type {SoundBrowserStatus} from './types';

/** Props of {@link SoundListState}. */
export interface SoundListStateProps {
  /** The first page loading, the sounds, or a failure. */
  status: SoundBrowserStatus;
  /** Whether the list, once loaded, has no sounds. */
  empty: boolean;
  /** The placeholders while loading: their class (the list's), count and height in pixels. */
  skeleton: {className: string; count: number; height: number; view?: string};
  /** Why loading failed, in the user's language. */
  errorText?: string;
  /** Loads again after a failure; none shows no button. */
  onRetry?: () => void;
  /** What an empty list says. */
  emptyState: {icon: IconData; title: string; description?: string; action?: ReactNode};
  /** The list, shown when it has sounds. */
  children: ReactNode;
}

/** A list of sounds in its loading, failed and empty states, or the list itself (the browser's and the admin table's). */
export function SoundListState({
  status,
  empty,
  skeleton,
  errorText,
  onRetry,
  emptyState,
  children,
}: SoundListStateProps) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <SkeletonGroup
        className={skeleton.className}
        data-view={skeleton.view}
        label={intl.formatMessage(messages.loading)}
      >
        {Array.from({length: skeleton.count}, (_, index) => (
          <Skeleton key={index} shape="rect" height={skeleton.height} />
        ))}
      </SkeletonGroup>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert">
        <EmptyState
          icon={errorIcon}
          titleAs="h2"
          title={intl.formatMessage(messages.errorTitle)}
          description={errorText}
          action={
            onRetry && (
              <Button variant="secondary" onClick={onRetry}>
                {intl.formatMessage(messages.retry)}
              </Button>
            )
          }
        />
      </div>
    );
  }
  if (empty) return <EmptyState titleAs="h2" {...emptyState} />;
  return children;
}

/** Props of {@link SoundLoadMore}. */
export interface SoundLoadMoreProps {
  /** Whether the next page is loading. */
  loading: boolean;
  /** Loads the next page. */
  onLoadMore?: () => void;
}

/** "Show more sounds" under a list of sounds that has another page. */
export function SoundLoadMore({loading, onLoadMore}: SoundLoadMoreProps) {
  const intl = useIntl();
  return (
    <Button className="nada-sound-browser__more" variant="secondary" loading={loading} onClick={onLoadMore}>
      {intl.formatMessage(messages.loadMore)}
    </Button>
  );
}

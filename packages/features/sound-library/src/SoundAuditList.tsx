import {Button, EmptyState, Skeleton, SkeletonGroup, historyIcon} from '@nada/ui';
import {useIntl} from 'react-intl';
import type {MessageDescriptor} from 'react-intl';
import {messages} from './messages';

/** The fields an edit can change, named as the editor names them. */
const fieldMessages: Record<string, MessageDescriptor> = {
  title: messages.columnTitle,
  category: messages.category,
  genre: messages.genre,
  tags: messages.tags,
  mood: messages.mood,
  bpm: messages.columnBpm,
  key: messages.key,
  kind: messages.kind,
  published: messages.published,
};
import './soundLibrary.css';

/** One change of the library: who did what to which sound, when. */
export interface SoundAuditEntry {
  id: string;
  /** The sound's title when it was changed (it may be deleted since). */
  soundTitle: string;
  /** Who changed it (their email, or their id when unknown). */
  actor: string;
  /** What was done: `create`, `update`, `publish`, `unpublish`, `delete`, or another word. */
  action: string;
  /** The names of the fields changed (`title`, `key`, `bpm`...; others are shown as they are). @default [] */
  fields?: readonly string[];
  /** When, as an ISO date. */
  at: string;
}

/** Props of {@link SoundAuditList}. */
export interface SoundAuditListProps {
  /** The entries, newest first. @default [] */
  entries?: readonly SoundAuditEntry[];
  /** The first page loading, or the entries. @default 'ready' */
  status?: 'loading' | 'ready' | 'error';
  /** Why loading failed, in the user's language. */
  errorText?: string;
  /** Whether older entries exist. @default false */
  hasMore?: boolean;
  /** Whether older entries are loading. @default false */
  loadingMore?: boolean;
  /** Loads older entries. */
  onLoadMore?: () => void;
  /** Shows the heading; without it, name the list from around it (a disclosure's summary). @default true */
  heading?: boolean;
}

/** The audit of the library: who added, changed, published, unpublished or deleted which sound, newest first. */
export function SoundAuditList({
  entries = [],
  status = 'ready',
  errorText,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  heading = true,
}: SoundAuditListProps) {
  const intl = useIntl();
  return (
    <section
      className="nada-sound-audit"
      aria-labelledby={heading ? 'nada-sound-audit-title' : undefined}
      aria-label={heading ? undefined : intl.formatMessage(messages.auditHeading)}
    >
      {heading && <h2 id="nada-sound-audit-title">{intl.formatMessage(messages.auditHeading)}</h2>}
      {status === 'loading' && (
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Skeleton lines={4} />
        </SkeletonGroup>
      )}
      {status === 'error' && (
        <p role="alert" className="nada-sound-error">
          {errorText}
        </p>
      )}
      {status === 'ready' && entries.length === 0 && (
        <EmptyState
          icon={historyIcon}
          size="compact"
          titleAs="p"
          title={intl.formatMessage(messages.auditEmpty)}
        />
      )}
      {status === 'ready' && entries.length > 0 && (
        <ol className="nada-sound-audit__list">
          {entries.map((entry) => (
            <li key={entry.id} data-action={entry.action}>
              <p>
                {intl.formatMessage(messages.auditEntry, {
                  actor: entry.actor,
                  action: entry.action,
                  title: entry.soundTitle,
                })}
              </p>
              <p className="nada-sound-muted">
                <time dateTime={entry.at}>
                  {intl.formatDate(entry.at, {dateStyle: 'medium', timeStyle: 'short'})}
                </time>
                {entry.fields && entry.fields.length > 0 && (
                  <>
                    {' '}
                    ·{' '}
                    {intl.formatMessage(messages.auditChanges, {
                      fields: intl.formatList(
                        entry.fields.map((field) => {
                          const name = fieldMessages[field];
                          return name ? intl.formatMessage(name) : field;
                        }),
                      ),
                    })}
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {status === 'ready' && hasMore && (
        <Button size="sm" variant="secondary" loading={loadingMore} onClick={onLoadMore}>
          {intl.formatMessage(messages.auditLoadMore)}
        </Button>
      )}
    </section>
  );
}

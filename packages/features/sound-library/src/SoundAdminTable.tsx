import {
  AlertDialog,
  Badge,
  Button,
  Checkbox,
  IconButton,
  editIcon,
  eyeIcon,
  eyeOffIcon,
  fileAudioIcon,
  trashIcon,
} from '@nada/ui';
import {useState} from 'react';
import {useIntl} from 'react-intl';
import {categoryLabel, formatKey, formatLength, titleIn} from './format';
import {messages} from './messages';
import {SoundListState, SoundLoadMore} from './SoundListState';
import type {SoundSummary} from './types';
import './soundLibrary.css';

/** What the admin can do to many sounds at once. */
export type BulkAction = 'publish' | 'unpublish' | 'delete';

/** Props of {@link SoundAdminTable}. */
export interface SoundAdminTableProps {
  /** The sounds loaded so far, published or not. @default [] */
  sounds?: readonly SoundSummary[];
  /** The first page loading, the rows, or a failure. @default 'ready' */
  status?: 'loading' | 'ready' | 'error';
  /** Why loading failed, in the user's language. */
  errorText?: string;
  /** Loads the first page again after a failure. */
  onRetry?: () => void;
  /** The selected sound ids, when the caller holds them. */
  selected?: readonly string[];
  /** The ids selected at first when uncontrolled. @default [] */
  defaultSelected?: readonly string[];
  /** Called with the new selection. */
  onSelectedChange?: (ids: string[]) => void;
  /** Runs an action on the selected sounds after the admin confirmed; a rejection is shown with `errorTextOf`. */
  onBulk?: (action: BulkAction, ids: string[]) => Promise<void>;
  /** Turns a rejected callback into text in the user's language. */
  errorTextOf?: (error: unknown) => string;
  /** Opens the editor of a sound. */
  onEdit?: (sound: SoundSummary) => void;
  /** The sound open in the editor, marked in its row. */
  editingId?: string | null;
  /** Whether there are more sounds after the ones shown. @default false */
  hasMore?: boolean;
  /** Whether the next page is loading. @default false */
  loadingMore?: boolean;
  /** Loads the next page. */
  onLoadMore?: () => void;
  /** Whether a search or filter narrows the rows (an empty table then says nothing matches). @default false */
  filtered?: boolean;
}

/**
 * The admin's table of sounds: title in both languages, category, tempo, key, length and whether it
 * is published, rows to select, and publish, unpublish or delete for the selection, each confirmed.
 */
export function SoundAdminTable({
  sounds = [],
  status = 'ready',
  errorText,
  onRetry,
  selected: selectedValue,
  defaultSelected = [],
  onSelectedChange,
  onBulk,
  errorTextOf = () => '',
  onEdit,
  editingId = null,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  filtered = false,
}: SoundAdminTableProps) {
  const intl = useIntl();
  const [ownSelected, setOwnSelected] = useState<readonly string[]>(defaultSelected);
  const shownIds = new Set(sounds.map((sound) => sound.id));
  // Only rows on screen count: a sound deleted or filtered away is no longer selected.
  const selected = (selectedValue ?? ownSelected).filter((id) => shownIds.has(id));
  const [problem, setProblem] = useState<string | null>(null);

  const select = (ids: string[]) => {
    if (selectedValue === undefined) setOwnSelected(ids);
    onSelectedChange?.(ids);
  };
  const toggle = (id: string, checked: boolean) =>
    select(
      checked ? [...selected.filter((other) => other !== id), id] : selected.filter((other) => other !== id),
    );
  const allChecked = sounds.length > 0 && selected.length === sounds.length;

  const run = async (action: BulkAction) => {
    setProblem(null);
    try {
      await onBulk?.(action, [...selected]);
      select([]);
    } catch (error) {
      setProblem(errorTextOf(error));
    }
  };
  const count = selected.length;
  const bulk = (action: BulkAction) => {
    const texts = {
      publish: [messages.bulkPublishTitle, messages.bulkPublishDescription, messages.publish],
      unpublish: [messages.bulkUnpublishTitle, messages.bulkUnpublishDescription, messages.unpublish],
      delete: [messages.bulkDeleteTitle, messages.bulkDeleteDescription, messages.delete],
    } as const;
    const [title, description, label] = texts[action];
    const icon = action === 'publish' ? eyeIcon : action === 'unpublish' ? eyeOffIcon : trashIcon;
    return (
      <AlertDialog
        key={action}
        tone={action === 'delete' ? 'danger' : 'default'}
        title={intl.formatMessage(title, {count})}
        description={intl.formatMessage(description)}
        confirmLabel={intl.formatMessage(label)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={() => run(action)}
        trigger={
          <Button
            size="sm"
            variant={action === 'delete' ? 'danger' : 'secondary'}
            iconStart={icon}
            disabled={count === 0}
            data-action={action}
          >
            {intl.formatMessage(label)}
          </Button>
        }
      />
    );
  };

  return (
    <SoundListState
      status={status}
      empty={sounds.length === 0}
      skeleton={{className: 'nada-sound-admin', count: 5, height: 40}}
      errorText={errorText}
      onRetry={onRetry}
      emptyState={{
        icon: fileAudioIcon,
        title: intl.formatMessage(filtered ? messages.emptyTitle : messages.adminEmpty),
        description: filtered ? intl.formatMessage(messages.emptyDescription) : undefined,
      }}
    >
      <div className="nada-sound-admin">
        <div className="nada-sound-admin__bulk">
          <p className="nada-sound-muted" aria-live="polite">
            {intl.formatMessage(messages.selectedCount, {count})}
          </p>
          {bulk('publish')}
          {bulk('unpublish')}
          {bulk('delete')}
        </div>
        {problem && (
          <p role="alert" className="nada-sound-error">
            {problem}
          </p>
        )}
        <div className="nada-sound-admin__scroll">
          <table className="nada-sound-table" aria-label={intl.formatMessage(messages.adminTableLabel)}>
            <thead>
              <tr>
                <th className="nada-sound-table__check">
                  <Checkbox
                    aria-label={intl.formatMessage(messages.selectAll)}
                    checked={allChecked ? true : count > 0 ? 'indeterminate' : false}
                    onCheckedChange={(checked) =>
                      select(checked === true ? sounds.map((sound) => sound.id) : [])
                    }
                  />
                </th>
                <th scope="col">{intl.formatMessage(messages.columnTitle)}</th>
                <th scope="col">{intl.formatMessage(messages.columnCategory)}</th>
                <th scope="col">{intl.formatMessage(messages.columnBpm)}</th>
                <th scope="col">{intl.formatMessage(messages.columnKey)}</th>
                <th scope="col">{intl.formatMessage(messages.columnLength)}</th>
                <th scope="col">{intl.formatMessage(messages.columnState)}</th>
                <th>
                  <span className="nada-visually-hidden">{intl.formatMessage(messages.editHeading)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sounds.map((sound) => {
                const title = titleIn(sound.title, intl.locale);
                const other = intl.locale.startsWith('en') ? sound.title.id : sound.title.en;
                const isSelected = selected.includes(sound.id);
                return (
                  <tr
                    key={sound.id}
                    data-sound-id={sound.id}
                    data-selected={isSelected || undefined}
                    data-editing={sound.id === editingId || undefined}
                    data-published={sound.published}
                  >
                    <td>
                      <Checkbox
                        aria-label={intl.formatMessage(messages.selectOne, {title})}
                        checked={isSelected}
                        onCheckedChange={(checked) => toggle(sound.id, checked === true)}
                      />
                    </td>
                    <th scope="row" className="nada-sound-table__title">
                      {title}
                      {other !== title && (
                        <span lang={intl.locale.startsWith('en') ? 'id' : 'en'}>{other}</span>
                      )}
                    </th>
                    <td>{categoryLabel(intl, sound.category)}</td>
                    <td>{sound.bpm === null ? '–' : Math.round(sound.bpm)}</td>
                    <td>{sound.key === null ? '–' : formatKey(intl, sound.key)}</td>
                    <td>{formatLength(sound.durationSeconds)}</td>
                    <td>
                      <Badge size="sm" tone={sound.published ? 'success' : 'neutral'} dot>
                        {intl.formatMessage(sound.published ? messages.published : messages.unpublished)}
                      </Badge>
                    </td>
                    <td>
                      <IconButton
                        icon={editIcon}
                        size="sm"
                        variant={sound.id === editingId ? 'primary' : 'ghost'}
                        label={intl.formatMessage(messages.edit, {title})}
                        pressed={sound.id === editingId}
                        onClick={() => onEdit?.(sound)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {hasMore && <SoundLoadMore loading={loadingMore} onLoadMore={onLoadMore} />}
      </div>
    </SoundListState>
  );
}

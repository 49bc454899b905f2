import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  RadioGroup,
  downloadIcon,
  warningIcon,
  Icon,
} from '@nada/ui';
import {useId, useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {exportMessages as messages} from './exportMessages';
import {messages as playlistMessages} from './messages';
import {PLAYLIST_EXPORT_FORMATS, type PlaylistExportFormat} from './playlistExport';
import './playlistExport.css';

/** Props of {@link PlaylistExportDialog}. */
export interface PlaylistExportDialogProps {
  /** The playlist's name, in the dialog's description. */
  title: string;
  /** How many songs the playlist holds; with none, "Download all" is disabled and says why. */
  itemCount: number;
  /** How many of them are no longer available: the dialog says so and offers no export until they are removed. @default 0 */
  unavailableCount?: number;
  /** The format chosen first. @default 'mp3' */
  defaultFormat?: PlaylistExportFormat;
  /** Starts the export in the chosen format (the dialog closes; the page shows its progress). */
  onExport: (format: PlaylistExportFormat) => void;
  /** Whether the dialog is open at first (stories). @default false */
  defaultOpen?: boolean;
}

const formatTexts = {
  mp3: {label: messages.formatMp3, hint: messages.formatMp3Hint},
  original: {label: messages.formatOriginal, hint: messages.formatOriginalHint},
} as const;

/**
 * "Download all" on the owner's playlist: a button opening a small dialog that chooses MP3 or the
 * original files and starts the export of every song into one zip.
 */
export function PlaylistExportDialog({
  title,
  itemCount,
  unavailableCount = 0,
  defaultFormat = 'mp3',
  onExport,
  defaultOpen = false,
}: PlaylistExportDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const [format, setFormat] = useState<PlaylistExportFormat>(defaultFormat);
  const hintId = useId();
  const unavailableId = useId();
  const empty = itemCount === 0;
  const options = PLAYLIST_EXPORT_FORMATS.map((value) => ({
    value,
    label: intl.formatMessage(formatTexts[value].label),
    description: intl.formatMessage(formatTexts[value].hint),
  }));

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="secondary"
          iconStart={downloadIcon}
          disabled={empty}
          aria-describedby={empty ? hintId : undefined}
        >
          {intl.formatMessage(messages.open)}
        </Button>
      </DialogTrigger>
      {empty && (
        <span id={hintId} className="nada-visually-hidden">
          {intl.formatMessage(messages.emptyHint)}
        </span>
      )}
      <DialogContent
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description, {count: itemCount, title})}
        size="sm"
      >
        <div className="nada-playlist-export__choices">
          <RadioGroup
            aria-label={intl.formatMessage(messages.formatLabel)}
            variant="cards"
            options={options}
            value={format}
            onValueChange={(value) => setFormat(value === 'original' ? 'original' : 'mp3')}
          />
          {unavailableCount > 0 && (
            <p id={unavailableId} role="alert" className="nada-playlist-export__problem">
              <Icon icon={warningIcon} />
              <FormattedMessage {...messages.unavailable} values={{count: unavailableCount}} />
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {intl.formatMessage(playlistMessages.cancel)}
          </Button>
          <Button
            variant="primary"
            iconStart={downloadIcon}
            disabled={unavailableCount > 0}
            aria-describedby={unavailableCount > 0 ? unavailableId : undefined}
            onClick={() => {
              setOpen(false);
              onExport(format);
            }}
          >
            {intl.formatMessage(messages.start)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

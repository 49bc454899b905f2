import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  Icon,
  Progress,
  RadioGroup,
  downloadIcon,
  formatClock,
} from '@nada/ui';
import type {ReactNode} from 'react';
import {useId, useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {messages} from './messages';
import type {MixLoop, Semitones} from './types';
import './playground.css';

/** The formats a mix is exported in. */
export const MIX_EXPORT_FORMATS = ['mp3', 'wav', 'flac'] as const;

/** One of {@link MIX_EXPORT_FORMATS}. */
export type MixExportFormat = (typeof MIX_EXPORT_FORMATS)[number];

/** What the user asked to export. */
export interface MixExportRequest {
  format: MixExportFormat;
  /** Only the loop region, not the whole song. */
  onlyLoop: boolean;
}

/** Where an export stands: not started, running on the server, done with its file, or failed. */
export type MixExportState =
  | {status: 'idle'}
  | {status: 'running'; percent: number}
  | {status: 'done'; href: string; fileName: string}
  | {status: 'error'; code: string; message?: ReactNode};

/** Props of {@link ExportDialog}. */
export interface ExportDialogProps {
  /** The master key change the export applies. */
  semitones: Semitones;
  /** The master tempo the export applies, 1 = as recorded. */
  tempo: number;
  /** The loop region, which the export may keep alone. */
  loop: MixLoop | null;
  /** Where the export stands; the app follows the server's job. */
  state: MixExportState;
  /** Called with the chosen format when the user starts an export. */
  onExport: (request: MixExportRequest) => void;
  /** Called when the user stops a running export; without it there is no stop button. */
  onCancel?: () => void;
  /** The format chosen first. @default 'mp3' */
  defaultFormat?: MixExportFormat;
  /** Disables the button that opens the dialog (stems still loading). @default false */
  disabled?: boolean;
  /**
   * Every stem is silent (see `isSilentMix`): the dialog says so and offers no export, since the
   * file would be silence. @default false
   */
  silent?: boolean;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog is open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The playground's export: a button opening a dialog that shows the key, tempo and region the mix is
 * exported with, lets the user pick mp3, wav or flac, then follows the export to its download link.
 */
export function ExportDialog({
  semitones,
  tempo,
  loop,
  state,
  onExport,
  onCancel,
  defaultFormat = 'mp3',
  disabled = false,
  silent = false,
  open,
  defaultOpen,
  onOpenChange,
}: ExportDialogProps) {
  const intl = useIntl();
  const [format, setFormat] = useState<MixExportFormat>(defaultFormat);
  const [onlyLoop, setOnlyLoop] = useState(loop?.enabled ?? false);
  const running = state.status === 'running';
  const silentId = useId();
  const keyText = intl.formatMessage(messages.keyValue, {semitones, sign: semitones > 0 ? '+' : ''});
  const tempoText = intl.formatNumber(tempo, {style: 'percent', maximumFractionDigits: 1});
  const formatOptions = MIX_EXPORT_FORMATS.map((value) => ({
    value,
    label: value.toUpperCase(),
    description: <FormattedMessage {...formatDescriptions[value]} />,
    disabled: running,
  }));

  return (
    <Dialog
      {...(open === undefined ? {} : {open})}
      {...(defaultOpen === undefined ? {} : {defaultOpen})}
      {...(onOpenChange ? {onOpenChange} : {})}
    >
      <DialogTrigger asChild>
        <Button variant="primary" disabled={disabled}>
          <FormattedMessage {...messages.exportMix} />
        </Button>
      </DialogTrigger>
      <DialogContent
        title={intl.formatMessage(messages.exportTitle)}
        description={intl.formatMessage(messages.exportDescription)}
        size="sm"
      >
        <div className="nada-playground__export" data-status={state.status}>
          <dl className="nada-playground__export-summary">
            <div>
              <dt>
                <FormattedMessage {...messages.key} />
              </dt>
              <dd data-testid="export-key">{keyText}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage {...messages.tempo} />
              </dt>
              <dd data-testid="export-tempo">{tempoText}</dd>
            </div>
          </dl>
          {state.status === 'running' && (
            <Progress label={intl.formatMessage(messages.exportRunning)} value={Math.round(state.percent)} />
          )}
          {state.status === 'done' && (
            <p role="status" className="nada-playground__export-done">
              <FormattedMessage {...messages.exportDone} />
            </p>
          )}
          {silent && !running && (
            <p id={silentId} role="alert" className="nada-playground__export-error">
              <FormattedMessage {...messages.exportSilent} />
            </p>
          )}
          {state.status === 'error' && (
            <p role="alert" className="nada-playground__export-error" data-code={state.code}>
              {state.message ?? <FormattedMessage {...messages.exportFailed} />}
            </p>
          )}
          <RadioGroup
            aria-label={intl.formatMessage(messages.exportFormat)}
            options={formatOptions}
            value={format}
            onValueChange={(value) => setFormat(value as MixExportFormat)}
          />
          {loop && (
            <Checkbox
              checked={onlyLoop}
              disabled={running}
              onCheckedChange={(checked) => setOnlyLoop(checked === true)}
            >
              <FormattedMessage
                {...messages.exportOnlyLoop}
                values={{start: formatClock(loop.start), end: formatClock(loop.end)}}
              />
            </Checkbox>
          )}
        </div>
        <DialogFooter>
          {running && onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              <FormattedMessage {...messages.exportCancel} />
            </Button>
          )}
          {state.status === 'done' && (
            <Button asChild variant="primary">
              <a href={state.href} download={state.fileName}>
                <Icon icon={downloadIcon} />
                <FormattedMessage {...messages.exportDownload} />
              </a>
            </Button>
          )}
          <Button
            variant={state.status === 'done' ? 'secondary' : 'primary'}
            disabled={running || silent}
            aria-describedby={silent && !running ? silentId : undefined}
            onClick={() => onExport({format, onlyLoop: loop !== null && onlyLoop})}
          >
            <FormattedMessage
              {...(state.status === 'done' || state.status === 'error'
                ? messages.exportAgain
                : messages.exportStart)}
            />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const formatDescriptions = {
  mp3: messages.exportMp3,
  wav: messages.exportWav,
  flac: messages.exportFlac,
} as const;

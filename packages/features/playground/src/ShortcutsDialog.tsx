import {Dialog, DialogContent} from '@nada/ui';
import {FormattedMessage, useIntl} from 'react-intl';
import {messages} from './messages';
import './playground.css';

/** The keys the playground answers, with what each does. */
export const SHORTCUTS = [
  {keys: ['Space'], text: messages.shortcutPlay},
  {keys: ['←', '→'], text: messages.shortcutSeek},
  {keys: ['↑', '↓'], text: messages.shortcutLane},
  {keys: ['M'], text: messages.shortcutMute},
  {keys: ['S'], text: messages.shortcutSolo},
  {keys: ['L'], text: messages.shortcutLoop},
  {keys: ['K'], text: messages.shortcutMarker},
  {keys: ['?'], text: messages.shortcutHelp},
] as const;

/** Props of {@link ShortcutsDialog}. */
export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The help dialog listing the playground's keyboard shortcuts. */
export function ShortcutsDialog({open, onOpenChange}: ShortcutsDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={intl.formatMessage(messages.shortcuts)} size="sm">
        <dl className="nada-playground__shortcuts">
          {SHORTCUTS.map(({keys, text}) => (
            <div key={text.id}>
              <dt>
                {keys.map((key) => (
                  <kbd key={key}>{key}</kbd>
                ))}
              </dt>
              <dd>
                <FormattedMessage {...text} />
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}

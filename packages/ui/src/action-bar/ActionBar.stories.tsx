import type {Meta, StoryObj} from '@storybook/react-vite';
import type {ReactNode} from 'react';
import {useStoryText} from '../storybook/StoryText';
import {ActionBar, type ActionBarAction} from './ActionBar';
import {downloadIcon, playlistIcon, shareIcon, trashIcon} from '../icon';

function useHistoryActions(): ActionBarAction[] {
  const t = useStoryText();
  return [
    {id: 'open', label: t('Buka', 'Open'), priority: 'primary'},
    {id: 'download', label: t('Unduh', 'Download'), icon: downloadIcon, priority: 'primary'},
    {
      id: 'playlist',
      label: t('Tambah ke playlist', 'Add to playlist'),
      icon: playlistIcon,
      haspopup: 'dialog',
    },
    {
      id: 'rerun',
      label: t('Ulangi dengan setelan lain', 'Re-run with other settings'),
      link: <a href="#rerun" />,
    },
    {id: 'delete', label: t('Hapus', 'Delete'), icon: trashIcon, tone: 'danger', haspopup: 'dialog'},
  ];
}

/** A card-like frame of a given width: the bar reads its own width, not the window's. */
function Frame({width, children}: {width: number | string; children: ReactNode}) {
  return (
    <div
      style={{
        width,
        padding: 'var(--nada-space-4)',
        border: '1px solid var(--nada-color-border)',
        borderRadius: 'var(--nada-radius-lg)',
        background: 'var(--nada-color-surface)',
      }}
    >
      {children}
    </div>
  );
}

function HistoryBar({width, ...props}: {width: number | string} & Partial<Parameters<typeof ActionBar>[0]>) {
  const t = useStoryText();
  return (
    <Frame width={width}>
      <ActionBar
        aria-label={t('Tindakan untuk Lagu Uji', 'Actions for Lagu Uji')}
        actions={useHistoryActions()}
        size="sm"
        {...props}
      />
    </Frame>
  );
}

const meta = {
  title: 'UI/ActionBar',
  component: ActionBar,
  parameters: {layout: 'padded'},
  args: {actions: []},
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wide bar: every action on it, one look for all, the destructive one in red. */
export const Wide: Story = {
  render: () => <HistoryBar width="min(100%, 56rem)" />,
};

/** A narrow bar (a phone's card): the primary actions stay, the rest wait in "More". */
export const Narrow: Story = {
  render: () => <HistoryBar width={342} />,
};

/** The "More" menu open on a narrow bar. */
export const MenuOpen: Story = {
  parameters: {layout: 'fullscreen'},
  render: () => (
    <div style={{padding: 'var(--nada-space-6)', minHeight: '24rem'}}>
      <HistoryBar width={342} defaultMenuOpen />
    </div>
  ),
};

/** Medium buttons, with a disabled action, kept off the menu (`collapse="never"`). */
export const MediumNeverCollapses: Story = {
  render: function Render() {
    const t = useStoryText();
    return (
      <Frame width="min(100%, 56rem)">
        <ActionBar
          aria-label={t('Tindakan untuk hasil', 'Actions for the result')}
          collapse="never"
          actions={[
            {
              id: 'zip',
              label: t('Unduh semua (ZIP)', 'Download all (ZIP)'),
              icon: downloadIcon,
              priority: 'primary',
            },
            {id: 'playlist', label: t('Tambah ke playlist', 'Add to playlist'), icon: playlistIcon},
            {id: 'share', label: t('Bagikan', 'Share'), icon: shareIcon, disabled: true},
          ]}
        />
      </Frame>
    );
  },
};

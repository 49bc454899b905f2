import {screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {ActionBar, type ActionBarAction, type ActionBarCollapse} from './ActionBar';
import {downloadIcon, trashIcon} from '../icon';

function actions(run: (id: string) => void): ActionBarAction[] {
  return [
    {id: 'open', label: 'Buka', priority: 'primary', onSelect: () => run('open')},
    {
      id: 'download',
      label: 'Unduh',
      icon: downloadIcon,
      priority: 'primary',
      onSelect: () => run('download'),
    },
    {id: 'rerun', label: 'Ulangi', link: <a href="/v3/minusone/custom?file=1" />},
    {id: 'share', label: 'Bagikan', disabled: true, onSelect: () => run('share')},
    {
      id: 'delete',
      label: 'Hapus',
      icon: trashIcon,
      tone: 'danger',
      haspopup: 'dialog',
      onSelect: () => run('delete'),
    },
  ];
}

function renderBar(collapse: ActionBarCollapse, run = vi.fn(), locale: 'id' | 'en' = 'id') {
  render(<ActionBar aria-label="Tindakan untuk Lagu Uji" actions={actions(run)} collapse={collapse} />, {
    locale,
  });
  return run;
}

describe('ActionBar', () => {
  it('is a named group with every action on it when it never collapses', async () => {
    const run = renderBar('never');
    const bar = screen.getByRole('group', {name: 'Tindakan untuk Lagu Uji'});
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Buka', 'Unduh', 'Bagikan', 'Hapus']);
    expect(within(bar).getByRole('link', {name: 'Ulangi'})).toHaveAttribute(
      'href',
      '/v3/minusone/custom?file=1',
    );
    expect(within(bar).queryByRole('button', {name: 'Lainnya'})).toBeNull();
    expect(within(bar).getByRole('button', {name: 'Hapus'})).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(bar).getByRole('button', {name: 'Bagikan'})).toBeDisabled();
    await userEvent.click(within(bar).getByRole('button', {name: 'Unduh'}));
    expect(run).toHaveBeenCalledWith('download');
  });

  it('moves the secondary actions into "More", which opens and runs them from the keyboard', async () => {
    const run = renderBar('always');
    const more = screen.getByRole('button', {name: 'Lainnya'});
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ulangi', 'Bagikan', 'Hapus']);
    expect(within(menu).getByRole('menuitem', {name: 'Ulangi'})).toHaveAttribute(
      'href',
      '/v3/minusone/custom?file=1',
    );
    expect(within(menu).getByRole('menuitem', {name: 'Bagikan'})).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', {name: 'Hapus'})).toHaveAttribute('data-tone', 'danger');
    // Arrow keys skip the disabled item; Enter runs the action and closes the menu.
    await userEvent.keyboard('{End}{Enter}');
    // A dialog-opening action runs once the menu has given focus back to "More".
    await waitFor(() => expect(run).toHaveBeenCalledWith('delete'));
    expect(more).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(more);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
  });

  it('keeps the primary actions on the bar and marks each with its priority', () => {
    renderBar('always');
    expect(screen.getByRole('button', {name: 'Buka'})).toHaveAttribute('data-priority', 'primary');
    expect(screen.getByRole('button', {name: 'Hapus'})).toHaveAttribute('data-priority', 'secondary');
    expect(screen.getByRole('group')).toHaveAttribute('data-collapse', 'always');
  });

  it('says "More" in English', () => {
    renderBar('md', vi.fn(), 'en');
    expect(screen.getByRole('button', {name: 'More'})).toBeInTheDocument();
  });

  it('names each action on the bar, and runs a menu item once focus is back on "More", so what it focuses keeps the focus', async () => {
    function Editable() {
      const [editing, setEditing] = useState(false);
      return (
        <>
          <ActionBar
            aria-label="Tindakan"
            collapse="always"
            actions={[{id: 'rename', label: 'Ganti nama', onSelect: () => setEditing(true)}]}
          />
          {editing && <input aria-label="Judul" autoFocus />}
        </>
      );
    }
    render(<Editable />);
    expect(screen.getByRole('button', {name: 'Ganti nama'})).toHaveAttribute('data-action', 'rename');
    await userEvent.click(screen.getByRole('button', {name: 'Lainnya'}));
    await userEvent.click(await screen.findByRole('menuitem', {name: 'Ganti nama'}));
    const input = await screen.findByRole('textbox', {name: 'Judul'});
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('has no menu when every action is primary', () => {
    render(
      <ActionBar
        aria-label="Tindakan"
        collapse="always"
        actions={[{id: 'open', label: 'Buka', priority: 'primary', onSelect: () => {}}]}
      />,
    );
    expect(screen.queryByRole('button', {name: 'Lainnya'})).toBeNull();
  });
});

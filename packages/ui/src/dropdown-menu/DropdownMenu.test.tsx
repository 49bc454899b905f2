import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './DropdownMenu';
import {downloadIcon, playlistIcon, trashIcon} from '../icon';

function SongMenu({onSelect = () => {}}: {onSelect?: (command: string) => void}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Opsi</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem icon={downloadIcon} onSelect={() => onSelect('download')}>
          Unduh
        </DropdownMenuItem>
        <DropdownMenuItem disabled onSelect={() => onSelect('share')}>
          Bagikan
        </DropdownMenuItem>
        <DropdownMenuItem shortcut="F2" onSelect={() => onSelect('rename')}>
          Ganti nama
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" icon={trashIcon} onSelect={() => onSelect('delete')}>
          Hapus
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens with Enter and focuses the first item', async () => {
    render(<SongMenu />);
    const trigger = screen.getByRole('button', {name: 'Opsi'});
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', {name: 'Unduh'})).toHaveFocus();
  });

  it('opens with ArrowDown, moves with the arrow keys past disabled items and runs the item with Enter', async () => {
    const onSelect = vi.fn();
    render(<SongMenu onSelect={onSelect} />);
    const trigger = screen.getByRole('button', {name: 'Opsi'});
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', {name: 'Unduh'})).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const rename = screen.getByRole('menuitem', {name: 'Ganti nama'});
    expect(rename).toHaveAttribute('aria-keyshortcuts', 'F2');
    expect(rename).toHaveFocus();
    expect(rename).toHaveAttribute('data-highlighted');
    expect(screen.getByRole('menuitem', {name: 'Bagikan'})).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const remove = screen.getByRole('menuitem', {name: 'Hapus'});
    expect(remove).toHaveFocus();
    expect(remove).toHaveAttribute('data-tone', 'danger');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('rename');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('does not run a disabled item', async () => {
    const onSelect = vi.fn();
    render(<SongMenu onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', {name: 'Opsi'}));
    await userEvent.click(screen.getByRole('menuitem', {name: 'Bagikan'}));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    render(<SongMenu />);
    const trigger = screen.getByRole('button', {name: 'Opsi'});
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('toggles a checkbox item and picks a radio item', async () => {
    function ViewMenu() {
      const [drums, setDrums] = useState(true);
      const [sort, setSort] = useState('recent');
      return (
        <DropdownMenu>
          <DropdownMenuTrigger>Tampilan</DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>Stem</DropdownMenuLabel>
            <DropdownMenuCheckboxItem checked={drums} onCheckedChange={setDrums}>
              Drum
            </DropdownMenuCheckboxItem>
            <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
              <DropdownMenuRadioItem value="recent">Terbaru</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="title">Judul</DropdownMenuRadioItem>
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
      );
    }
    render(<ViewMenu />);
    const trigger = screen.getByRole('button', {name: 'Tampilan'});
    await userEvent.click(trigger);
    const drums = screen.getByRole('menuitemcheckbox', {name: 'Drum'});
    expect(drums).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(drums);
    await userEvent.click(trigger);
    expect(screen.getByRole('menuitemcheckbox', {name: 'Drum'})).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemradio', {name: 'Terbaru'})).toHaveAttribute('aria-checked', 'true');
    screen.getByRole('menuitemradio', {name: 'Judul'}).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(trigger);
    expect(screen.getByRole('menuitemradio', {name: 'Judul'})).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', {name: 'Terbaru'})).toHaveAttribute('aria-checked', 'false');
  });

  it('opens a submenu with ArrowRight', async () => {
    const onSelect = vi.fn();
    render(
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger>Opsi</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger icon={playlistIcon}>Tambah ke playlist</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem onSelect={onSelect}>Latihan Minggu</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const subTrigger = screen.getByRole('menuitem', {name: 'Tambah ke playlist'});
    expect(subTrigger).toHaveAttribute('aria-haspopup', 'menu');
    subTrigger.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(subTrigger).toHaveAttribute('aria-expanded', 'true');
    const item = await screen.findByRole('menuitem', {name: 'Latihan Minggu'});
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(item).not.toBeInTheDocument();
  });
});

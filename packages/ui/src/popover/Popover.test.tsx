import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it} from 'vitest';
import {render} from '../testing';
import {Popover, PopoverClose, PopoverContent, PopoverTrigger} from './Popover';

function TempoPopover({hideClose}: {hideClose?: boolean}) {
  return (
    <Popover>
      <PopoverTrigger>Tempo</PopoverTrigger>
      <PopoverContent title="Ubah tempo" hideClose={hideClose}>
        <label>
          BPM <input defaultValue="92" />
        </label>
        <PopoverClose>Batal</PopoverClose>
      </PopoverContent>
    </Popover>
  );
}

describe('Popover', () => {
  it('opens from its trigger as a dialog named by its title, with focus on the first field', async () => {
    render(<TempoPopover />);
    const trigger = screen.getByRole('button', {name: 'Tempo'});
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const popover = screen.getByRole('dialog', {name: 'Ubah tempo'});
    expect(popover).toHaveAttribute('data-state', 'open');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', {name: 'BPM'})).toHaveFocus();
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    render(<TempoPopover />);
    const trigger = screen.getByRole('button', {name: 'Tempo'});
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from its close button, named in the current language, and from PopoverClose', async () => {
    render(<TempoPopover />);
    const trigger = screen.getByRole('button', {name: 'Tempo'});
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', {name: 'Tutup'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', {name: 'Batal'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves out the close button when hideClose is set', async () => {
    render(<TempoPopover hideClose />);
    await userEvent.click(screen.getByRole('button', {name: 'Tempo'}));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Tutup'})).not.toBeInTheDocument();
  });

  it('follows a controlled open state', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <span>{open ? 'terbuka' : 'tertutup'}</span>
          <Popover open={open} onOpenChange={setOpen}>
            <PopoverTrigger>Info</PopoverTrigger>
            <PopoverContent aria-label="Info stem">Stem adalah bagian lagu.</PopoverContent>
          </Popover>
        </>
      );
    }
    render(<Controlled />, {locale: 'en'});
    expect(screen.getByRole('dialog', {name: 'Info stem'})).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Close'}));
    expect(screen.getByText('tertutup')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it} from 'vitest';
import {render} from '../testing';
import {Tooltip, TooltipProvider} from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus as a tooltip that describes its trigger, and hides on Escape', async () => {
    render(
      <TooltipProvider>
        <Tooltip content="Unduh minus one">
          <button type="button">Unduh</button>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    const trigger = screen.getByRole('button', {name: 'Unduh'});
    expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Unduh minus one');
    expect(trigger).toHaveAccessibleDescription('Unduh minus one');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('works without a provider of its own', async () => {
    render(
      <Tooltip content="Ulangi">
        <button type="button">Ulang</button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ulangi');
  });

  it('names a shortcut for assistive technology in the current language', async () => {
    render(
      <Tooltip content="Putar" shortcut="Space" defaultOpen>
        <button type="button">Main</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', {name: 'Main'})).toHaveAccessibleDescription('Putar Pintasan: Space');
  });

  it('places itself on the side asked for', () => {
    render(
      <Tooltip content="Putar" side="bottom" defaultOpen>
        <button type="button">Main</button>
      </Tooltip>,
    );
    const visible = document.querySelector('[data-side]');
    expect(visible).toHaveAttribute('data-side', 'bottom');
  });

  it('follows a controlled open state', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(!open)}>
            Tampilkan petunjuk
          </button>
          <Tooltip content="Petunjuk" open={open} onOpenChange={setOpen}>
            <span tabIndex={-1}>Target</span>
          </Tooltip>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Tampilkan petunjuk'}));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Petunjuk');
  });
});

import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger} from './Dialog';

function Example(props: {
  defaultOpen?: boolean;
  hideClose?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Dialog defaultOpen={props.defaultOpen} onOpenChange={props.onOpenChange}>
      <DialogTrigger>Detail lagu</DialogTrigger>
      <DialogContent title="Detail lagu" description="Bengawan Solo" size="lg" hideClose={props.hideClose}>
        <p>Isi</p>
        <DialogFooter>
          <DialogClose>Batal</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named and described, and moves focus inside', async () => {
    render(<Example />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', {name: 'Detail lagu'});
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', {name: 'Detail lagu'});
    expect(dialog).toHaveAccessibleDescription('Bengawan Solo');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toHaveAttribute('data-size', 'lg');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', {name: 'Detail lagu'});
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('has a close button named in the current language', async () => {
    const onOpenChange = vi.fn();
    render(<Example defaultOpen onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', {name: 'Tutup'}));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the close button in English too', () => {
    render(<Example defaultOpen />, {locale: 'en'});
    expect(screen.getByRole('button', {name: 'Close'})).toBeInTheDocument();
  });

  it('leaves out the close button when hideClose is set and closes through its own actions', async () => {
    render(<Example defaultOpen hideClose />);
    expect(screen.queryByRole('button', {name: 'Tutup'})).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Batal'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while tabbing', async () => {
    render(<Example defaultOpen />);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('follows a controlled open state', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Buka dari luar
          </button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent title="Dikendalikan" />
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', {name: 'Buka dari luar'}));
    const dialog = screen.getByRole('dialog', {name: 'Dikendalikan'});
    expect(dialog).not.toHaveAttribute('aria-describedby');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // Issue 42: Add to playlist, Share and New playlist open from a button elsewhere, not a trigger.
  describe('opened from outside, without a trigger', () => {
    function FromButton({autoFocusField = false}: {autoFocusField?: boolean}) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button">Sebelumnya</button>
          <button type="button" onClick={() => setOpen(true)}>
            Bagikan
          </button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent title="Bagikan lagu">
              {autoFocusField && <input aria-label="Nama" autoFocus />}
              <DialogFooter>
                <DialogClose>Selesai</DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </>
      );
    }

    it('gives focus back to the button that opened it on Escape', async () => {
      render(<FromButton />);
      const opener = screen.getByRole('button', {name: 'Bagikan'});
      await userEvent.click(opener);
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await vi.waitFor(() => expect(opener).toHaveFocus());
    });

    it('gives it back on Done, opened by keyboard, with a field that takes focus itself', async () => {
      render(<FromButton autoFocusField />);
      const opener = screen.getByRole('button', {name: 'Bagikan'});
      opener.focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('textbox', {name: 'Nama'})).toHaveFocus();
      await userEvent.click(screen.getByRole('button', {name: 'Selesai'}));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await vi.waitFor(() => expect(opener).toHaveFocus());
    });

    it('leaves focus to the caller that handles closing itself', async () => {
      function Handled() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <button type="button" onClick={() => setOpen(true)}>
              Buka
            </button>
            <button type="button" id="elsewhere">
              Di tempat lain
            </button>
            <Dialog open={open} onOpenChange={setOpen}>
              <DialogContent
                title="Sendiri"
                onCloseAutoFocus={(event) => {
                  event.preventDefault();
                  document.getElementById('elsewhere')?.focus();
                }}
              />
            </Dialog>
          </>
        );
      }
      render(<Handled />);
      await userEvent.click(screen.getByRole('button', {name: 'Buka'}));
      await userEvent.keyboard('{Escape}');
      await vi.waitFor(() => expect(screen.getByRole('button', {name: 'Di tempat lain'})).toHaveFocus());
    });
  });
});

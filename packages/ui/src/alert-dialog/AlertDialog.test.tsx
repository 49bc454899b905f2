import {act, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {AlertDialog} from './AlertDialog';
import type {AlertDialogProps} from './AlertDialog';

function Example(props: Partial<AlertDialogProps>) {
  return (
    <AlertDialog
      title="Hapus lagu ini?"
      description="Tindakan ini tidak bisa dibatalkan."
      confirmLabel="Hapus"
      cancelLabel="Batal"
      trigger={<button type="button">Hapus lagu</button>}
      {...props}
    />
  );
}

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

describe('AlertDialog', () => {
  it('opens from its trigger as a named, described alert dialog with focus on cancel', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', {name: 'Hapus lagu'}));
    const dialog = screen.getByRole('alertdialog', {name: 'Hapus lagu ini?'});
    expect(dialog).toHaveAccessibleDescription('Tindakan ini tidak bisa dibatalkan.');
    expect(screen.getByRole('button', {name: 'Batal'})).toHaveFocus();
  });

  it('calls onConfirm and closes when confirmed', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<Example defaultOpen onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', {name: 'Hapus'}));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes without confirming on cancel and on Escape', async () => {
    const onConfirm = vi.fn();
    render(<Example onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', {name: 'Hapus lagu'});
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', {name: 'Batal'}));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open and busy while the confirmation runs, then closes when it succeeds', async () => {
    const action = deferred();
    render(<Example defaultOpen onConfirm={() => action.promise} />);
    const confirm = screen.getByRole('button', {name: 'Hapus'});
    await userEvent.click(confirm);
    expect(screen.getByRole('alertdialog')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', {name: /Hapus/})).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', {name: 'Batal'})).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => action.resolve());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open and lets the person try again when the confirmation is rejected', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('NETWORK')));
    render(<Example defaultOpen onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', {name: 'Hapus'}));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).not.toHaveAttribute('aria-busy');
    const confirm = screen.getByRole('button', {name: 'Hapus'});
    expect(confirm).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', {name: 'Batal'})).toBeEnabled();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('uses the danger button for the danger tone', () => {
    render(<Example defaultOpen tone="danger" />);
    expect(screen.getByRole('alertdialog')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('button', {name: 'Hapus'})).toHaveAttribute('data-variant', 'danger');
    expect(screen.getByRole('button', {name: 'Batal'})).toHaveAttribute('data-variant', 'secondary');
  });

  it('shows the caller-tracked loading state and ignores clicks meanwhile', async () => {
    const onConfirm = vi.fn();
    render(<Example defaultOpen loading onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', {name: /Hapus/});
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('follows a controlled open state without a trigger', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Keluar
          </button>
          <span>{open ? 'terbuka' : 'tertutup'}</span>
          <AlertDialog
            open={open}
            onOpenChange={setOpen}
            title="Keluar dari akun?"
            description="Kamu perlu masuk lagi."
            confirmLabel="Keluar sekarang"
            cancelLabel="Batal"
          />
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', {name: 'Keluar'}));
    expect(screen.getByText('terbuka')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Keluar sekarang'}));
    expect(screen.getByText('tertutup')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
  it('gives focus back to what had it when opened, when there is no trigger to return to', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Lainnya
          </button>
          <AlertDialog
            title="Hapus lagu ini?"
            description="Tindakan ini tidak bisa dibatalkan."
            confirmLabel="Hapus"
            cancelLabel="Batal"
            open={open}
            onOpenChange={setOpen}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', {name: 'Lainnya'}));
    expect(await screen.findByRole('button', {name: 'Batal'})).toHaveFocus();
    await user.click(screen.getByRole('button', {name: 'Batal'}));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', {name: 'Lainnya'})).toHaveFocus();
  });
});

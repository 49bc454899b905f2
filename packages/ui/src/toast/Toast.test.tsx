import {act, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useRef} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {Toast, ToastProvider} from './Toast';
import {useToast} from './useToast';
import type {ToastOptions} from './useToast';

function Sender({options}: {options: ToastOptions}) {
  const {toast, dismiss} = useToast();
  const ids = useRef<string[]>([]);
  return (
    <>
      <button type="button" onClick={() => ids.current.push(toast(options))}>
        Kirim
      </button>
      <button type="button" onClick={() => dismiss(ids.current[0] ?? '')}>
        Singkirkan yang pertama
      </button>
    </>
  );
}

function toastList() {
  return within(screen.getByRole('region', {name: 'Notifikasi (F8)'}));
}

describe('Toast', () => {
  it('announces a toast with its title as a polite status, in a labelled region', async () => {
    render(
      <ToastProvider>
        <Sender options={{title: 'Minus one siap', description: 'Bengawan Solo', tone: 'success'}} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', {name: 'Kirim'}));
    const status = await screen.findByRole('status');
    // Radix fills the announcement a frame later, so screen readers notice the change.
    await waitFor(() => expect(status).toHaveTextContent('Minus one siap'));
    // Read out in the page's language: "Notifikasi Minus one siap", not Radix's "Notification …".
    expect(status.textContent).toMatch(/^Notifikasi\b/);
    expect(status).toHaveAttribute('aria-live', 'polite');
    const item = toastList().getByRole('listitem');
    expect(item).toHaveAttribute('data-tone', 'success');
    expect(item).toHaveAttribute('data-state', 'open');
    expect(item).toHaveTextContent('Bengawan Solo');
  });

  it('announces an error toast assertively', async () => {
    render(
      <ToastProvider>
        <Sender options={{title: 'Unggahan gagal', tone: 'error'}} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', {name: 'Kirim'}));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Unggahan gagal'));
    expect(status).toHaveAttribute('aria-live', 'assertive');
  });

  it('closes from its close button named in the current language', async () => {
    render(
      <ToastProvider>
        <Sender options={{title: 'Tersimpan'}} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', {name: 'Kirim'}));
    expect(toastList().getByText('Tersimpan')).toBeInTheDocument();
    await userEvent.click(toastList().getByRole('button', {name: 'Tutup'}));
    expect(toastList().queryByText('Tersimpan')).not.toBeInTheDocument();
  });

  it('closes by id through dismiss', async () => {
    render(
      <ToastProvider>
        <Sender options={{title: 'Tersimpan', duration: Infinity}} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', {name: 'Kirim'}));
    await userEvent.click(screen.getByRole('button', {name: 'Kirim'}));
    expect(toastList().getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', {name: 'Singkirkan yang pertama'}));
    expect(toastList().getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', {name: 'Singkirkan yang pertama'}));
    expect(toastList().getAllByRole('listitem')).toHaveLength(1);
  });

  it('runs its action and closes', async () => {
    const onAction = vi.fn();
    render(
      <ToastProvider>
        <Sender options={{title: 'Lagu dihapus', action: {label: 'Urungkan', onAction}}} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', {name: 'Kirim'}));
    await userEvent.click(toastList().getByRole('button', {name: 'Urungkan'}));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(toastList().queryByText('Lagu dihapus')).not.toBeInTheDocument();
  });

  it('offers a link as its action, which closes the toast when followed', async () => {
    render(
      <ToastProvider>
        <Sender
          options={{
            title: 'Ditambahkan ke Latihan Minggu',
            action: {label: 'Buka playlist', link: <a href="#latihan" />},
          }}
        />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', {name: 'Kirim'}));
    const link = toastList().getByRole('link', {name: 'Buka playlist'});
    expect(link).toHaveAttribute('href', '#latihan');
    await userEvent.click(link);
    expect(toastList().queryByText('Ditambahkan ke Latihan Minggu')).not.toBeInTheDocument();
  });

  it('closes by itself after its duration', async () => {
    vi.useFakeTimers();
    try {
      render(
        <ToastProvider>
          <Toast title="Sebentar saja" duration={3000} />
        </ToastProvider>,
      );
      expect(screen.getByText('Sebentar saja')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(3100));
      expect(screen.queryByText('Sebentar saja')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows a controlled open state', async () => {
    const onOpenChange = vi.fn();
    const {rerender} = render(
      <ToastProvider>
        <Toast open title="Dikendalikan" tone="warning" onOpenChange={onOpenChange} duration={Infinity} />
      </ToastProvider>,
      {locale: 'en'},
    );
    const region = screen.getByRole('region', {name: 'Notifications (F8)'});
    await userEvent.click(within(region).getByRole('button', {name: 'Close'}));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(within(region).getByText('Dikendalikan')).toBeInTheDocument();
    rerender(
      <ToastProvider>
        <Toast
          open={false}
          title="Dikendalikan"
          tone="warning"
          onOpenChange={onOpenChange}
          duration={Infinity}
        />
      </ToastProvider>,
    );
    expect(within(region).queryByText('Dikendalikan')).not.toBeInTheDocument();
  });

  it('refuses to work outside a ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Sender options={{title: 'x'}} />)).toThrow(
      'useToast must be called inside a ToastProvider',
    );
    vi.mocked(console.error).mockRestore();
  });
});

import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {answeredTicket, closedTicket} from './storybook/fixtures';
import {renderSupport} from './test/render';
import {TicketThread} from './TicketThread';

const errorText = () => 'Tiket ini sudah ditutup.';

describe('TicketThread', () => {
  it("shows the user's message and support's reply, and sends a reply", async () => {
    const onReply = vi.fn(() => Promise.resolve());
    renderSupport(
      <TicketThread
        ticket={answeredTicket}
        status="ready"
        onReply={onReply}
        errorText={errorText}
        onDownload={() => {}}
      />,
    );
    const messages = screen.getByRole('list', {name: 'Pesan'});
    expect(messages.querySelectorAll('[data-from="staff"]')).toHaveLength(1);
    expect(screen.getByText('Tim bantuan Nada')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: /Unduh tangkapan-layar.png/})).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Balasanmu'), 'Sudah berhasil, terima kasih');
    await userEvent.click(screen.getByRole('button', {name: 'Kirim balasan'}));
    expect(onReply).toHaveBeenCalledWith('Sudah berhasil, terima kasih');
  });

  it('says why a reply failed', async () => {
    renderSupport(
      <TicketThread
        ticket={answeredTicket}
        status="ready"
        onReply={() => Promise.reject(new Error('409'))}
        errorText={errorText}
      />,
    );
    await userEvent.type(screen.getByLabelText('Balasanmu'), 'Halo?');
    await userEvent.click(screen.getByRole('button', {name: 'Kirim balasan'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tiket ini sudah ditutup.');
  });

  it('takes no reply on a closed ticket', () => {
    renderSupport(
      <TicketThread
        ticket={closedTicket}
        status="ready"
        onReply={() => Promise.resolve()}
        errorText={errorText}
      />,
      {
        locale: 'en',
      },
    );
    expect(screen.queryByLabelText('Your reply')).toBeNull();
    expect(screen.getByText(/This ticket is closed/)).toBeInTheDocument();
  });
});

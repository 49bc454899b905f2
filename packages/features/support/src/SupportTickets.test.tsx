import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {fakeSupportClient} from './storybook/client';
import {answeredTicket, ticketSummaries} from './storybook/fixtures';
import {SupportTickets} from './SupportTickets';
import {renderSupport} from './test/render';
import type {SupportClient} from './types';

const getChallenge = () => Promise.resolve({id: 'ch-1', salt: 'garam', difficulty: 1});
const errorText = (error: unknown) => (error instanceof Error ? `Gagal: ${error.message}` : 'Gagal');

function renderTickets(client: SupportClient, ticketId: string | null = null, onOpen = vi.fn()) {
  renderSupport(
    <SupportTickets
      client={client}
      ticketId={ticketId}
      onOpen={onOpen}
      getChallenge={getChallenge}
      errorText={errorText}
    />,
  );
  return onOpen;
}

afterEach(() => vi.restoreAllMocks());

describe('SupportTickets', () => {
  it("shows the contact form and the caller's tickets, and opens one", async () => {
    const client = fakeSupportClient();
    const listTickets = vi.spyOn(client, 'listTickets');
    const onOpen = renderTickets(client);
    expect(screen.getByRole('heading', {name: 'Hubungi kami'})).toBeInTheDocument();
    const first = ticketSummaries[0];
    if (!first) throw new Error('the fixtures have tickets');
    await userEvent.click(await screen.findByRole('button', {name: new RegExp(first.subject)}));
    expect(onOpen).toHaveBeenCalledWith(first.id);
    expect(listTickets).toHaveBeenCalledWith('mine');
  });

  it("lists everyone's tickets for an admin", async () => {
    const client = fakeSupportClient();
    const listTickets = vi.spyOn(client, 'listTickets');
    renderSupport(
      <SupportTickets
        client={client}
        ticketId={null}
        onOpen={() => {}}
        admin
        getChallenge={getChallenge}
        errorText={errorText}
      />,
    );
    expect(await screen.findByRole('heading', {name: 'Semua tiket (admin)'})).toBeInTheDocument();
    expect(listTickets).toHaveBeenCalledWith('all');
  });

  it('shows a thread in place of the form and the list, and goes back', async () => {
    const client = fakeSupportClient();
    const onOpen = renderTickets(client, answeredTicket.id);
    expect(await screen.findByRole('list', {name: 'Pesan'})).toBeInTheDocument();
    expect(screen.queryByRole('heading', {name: 'Hubungi kami'})).toBeNull();
    await userEvent.click(screen.getByRole('button', {name: /Semua tiket/}));
    expect(onOpen).toHaveBeenCalledWith(null);
  });

  it('explains a thread that could not be read', async () => {
    renderTickets(fakeSupportClient({ticket: 'error'}), 't1');
    expect(await screen.findByText(/Gagal: offline/)).toBeInTheDocument();
  });

  it('reads the tickets only once the client is ready', async () => {
    let ready = () => {};
    const client = {...fakeSupportClient(), ready: () => new Promise<void>((resolve) => (ready = resolve))};
    const listTickets = vi.spyOn(client, 'listTickets');
    renderTickets(client);
    expect(await screen.findByRole('heading', {name: 'Hubungi kami'})).toBeInTheDocument();
    expect(listTickets).not.toHaveBeenCalled();
    ready();
    await vi.waitFor(() => expect(listTickets).toHaveBeenCalledWith('mine'));
  });

  it("saves a message's attachment under its name", async () => {
    const client = fakeSupportClient();
    const downloaded = vi.spyOn(client, 'downloadAttachment');
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:nada/lampiran');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderTickets(client, answeredTicket.id);
    await userEvent.click(await screen.findByRole('button', {name: /Unduh tangkapan-layar\.png/}));
    await vi.waitFor(() => expect(saved).toEqual(['tangkapan-layar.png']));
    expect(downloaded).toHaveBeenCalledWith(answeredTicket.id, expect.any(String));
  });
});

import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {renderSupport} from './test/render';
import {TicketForm} from './TicketForm';
import type {TicketDraft} from './types';

const getChallenge = () => Promise.resolve({id: 'ch-1', salt: 'garam', difficulty: 1});
const errorText = () => 'Lampiran maksimal 2 MB.';

describe('TicketForm', () => {
  it('says what is missing in Indonesian and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderSupport(<TicketForm getChallenge={getChallenge} onSubmit={onSubmit} errorText={errorText} />);
    await userEvent.click(screen.getByRole('button', {name: 'Kirim pesan'}));
    expect(screen.getAllByText('Kolom ini wajib diisi.')).toHaveLength(2);
    await userEvent.type(screen.getByRole('textbox', {name: /Judul/}), 'Hi');
    await userEvent.click(screen.getByRole('button', {name: 'Kirim pesan'}));
    expect(screen.getByText('Tulis minimal 3 karakter.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed ticket with a solved bot check, then clears the form', async () => {
    let sent: TicketDraft | undefined;
    const onSubmit = vi.fn(async (draft: TicketDraft) => {
      sent = draft;
    });
    renderSupport(<TicketForm getChallenge={getChallenge} onSubmit={onSubmit} errorText={errorText} />);
    await userEvent.type(screen.getByRole('textbox', {name: /Judul/}), '  Minus one tidak selesai ');
    await userEvent.type(screen.getByRole('textbox', {name: /Pesan/}), 'Prosesnya berhenti di 40 %.');
    await userEvent.click(screen.getByRole('button', {name: 'Kirim pesan'}));
    expect(await screen.findByText(/Tiketmu sudah dibuka/)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(sent).toMatchObject({
      category: 'other',
      subject: 'Minus one tidak selesai',
      message: 'Prosesnya berhenti di 40 %.',
      attachment: null,
    });
    expect(sent?.botCheck.id).toBe('ch-1');
    expect(screen.getByRole('textbox', {name: /Judul/})).toHaveValue('');
  });

  it("shows the API's refusal in the user's language and keeps what was written", async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('413')));
    renderSupport(<TicketForm getChallenge={getChallenge} onSubmit={onSubmit} errorText={errorText} />);
    await userEvent.type(screen.getByRole('textbox', {name: /Judul/}), 'Lampiran besar');
    await userEvent.type(screen.getByRole('textbox', {name: /Pesan/}), 'Ini tangkapan layarnya.');
    await userEvent.click(screen.getByRole('button', {name: 'Kirim pesan'}));
    // The file drop keeps its own (empty) alert region for file errors: find the form's by its text.
    expect(await screen.findByText('Lampiran maksimal 2 MB.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', {name: /Judul/})).toHaveValue('Lampiran besar');
  });
});

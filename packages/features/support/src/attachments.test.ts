import {afterEach, describe, expect, it, vi} from 'vitest';
import {base64Of, saveFile, ticketRequestOf} from './attachments';
import type {TicketDraft} from './types';

const draft: TicketDraft = {
  category: 'billing',
  subject: 'Tagihan ganda',
  message: 'Saya ditagih dua kali bulan ini.',
  attachment: null,
  botCheck: {id: 'ch-1', nonce: '42'},
};

afterEach(() => vi.restoreAllMocks());

describe('base64Of', () => {
  it("gives a file's bytes in base64", async () => {
    expect(await base64Of(new Blob(['Nada!']))).toBe('TmFkYSE=');
  });

  it('encodes a file larger than one slice whole', async () => {
    const bytes = new Uint8Array(0x8000 * 2 + 3).map((_, index) => index % 251);
    const decoded = Uint8Array.from(atob(await base64Of(new Blob([bytes]))), (char) => char.charCodeAt(0));
    expect(decoded).toEqual(bytes);
  });
});

describe('ticketRequestOf', () => {
  it('sends a draft without a file as it is, with no attachment', async () => {
    expect(await ticketRequestOf(draft)).toEqual({
      category: 'billing',
      subject: 'Tagihan ganda',
      message: 'Saya ditagih dua kali bulan ini.',
      botCheck: {id: 'ch-1', nonce: '42'},
    });
  });

  it("sends the chosen file's name and bytes in base64", async () => {
    const attachment = new File(['Nada!'], 'struk.txt', {type: 'text/plain'});
    const request = await ticketRequestOf({...draft, attachment});
    expect(request.attachment).toEqual({name: 'struk.txt', data: 'TmFkYSE='});
  });
});

describe('saveFile', () => {
  it("clicks a link to the file's object URL under its name, then releases the URL", async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:nada/1');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: {href: string; download: string}[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({href: this.href, download: this.download});
    });
    const file = new Blob(['lampiran']);
    saveFile(file, 'tangkapan-layar.png');
    expect(created).toHaveBeenCalledWith(file);
    expect(clicked).toEqual([{href: 'blob:nada/1', download: 'tangkapan-layar.png'}]);
    await vi.waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:nada/1'));
  });
});

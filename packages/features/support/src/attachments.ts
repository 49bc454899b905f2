import type {TicketDraft, TicketRequest} from './types';

/** The bytes of a file in base64, as the API takes attachments. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes a bounded number of arguments.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** What the API takes to open a ticket: the contact form's draft, its attachment's bytes in base64. */
export async function ticketRequestOf(draft: TicketDraft): Promise<TicketRequest> {
  const {attachment, ...fields} = draft;
  const request: TicketRequest = {
    category: fields.category,
    subject: fields.subject,
    message: fields.message,
    botCheck: fields.botCheck,
  };
  return attachment
    ? {...request, attachment: {name: attachment.name, data: await base64Of(attachment)}}
    : request;
}

/** Saves a downloaded file under its name: a link to its object URL, clicked, then released. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

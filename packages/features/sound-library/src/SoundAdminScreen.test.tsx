import {screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {storySoundAdminClient} from './storybook/client';
import {SoundAdminScreen} from './SoundAdminScreen';
import {renderSoundLibrary} from './test/render';

describe('SoundAdminScreen', () => {
  it('publishes the sounds picked, then reads the audit again', async () => {
    const bulkSounds = vi.fn((ids: string[]) => Promise.resolve(ids.length));
    const client = storySoundAdminClient({bulkSounds});
    const listAudit = vi.spyOn(client, 'listAudit');
    renderSoundLibrary(
      <SoundAdminScreen
        client={client}
        locale="en"
        params={new URLSearchParams()}
        onParamsChange={() => undefined}
        errorText={(code) => `Refused (${code})`}
      />,
      {locale: 'en'},
    );
    await userEvent.click(await screen.findByRole('checkbox', {name: 'Select Dry Snare'}));
    await userEvent.click(screen.getByRole('button', {name: 'Publish'}));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {name: 'Publish'}),
    );
    await waitFor(() => expect(bulkSounds).toHaveBeenCalledWith(['sound-snare'], 'publish'));
    await waitFor(() => expect(listAudit).toHaveBeenCalledTimes(2));
  });

  it('uploads a file, then makes it a sound', async () => {
    const createSound = vi.fn(storySoundAdminClient().createSound);
    renderSoundLibrary(
      <SoundAdminScreen
        client={storySoundAdminClient({createSound})}
        locale="en"
        params={new URLSearchParams()}
        onParamsChange={() => undefined}
        errorText={(code) => `Refused (${code})`}
      />,
      {locale: 'en'},
    );
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    await userEvent.upload(input, new File(['x'], 'kendang.wav', {type: 'audio/wav'}));
    await waitFor(() => expect(createSound).toHaveBeenCalledWith('file-new'));
  });
});

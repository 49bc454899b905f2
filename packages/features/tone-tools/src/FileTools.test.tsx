import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {FileTools} from './FileTools';
import type {FileToolsClient} from './fileToolsClient';
import {fileToolsClient, freeLimits, transformJob} from './storybook/fileTools';
import {renderToneTools} from './test/render';

function Tools({
  client,
  session = 'signed-in',
}: {
  client: FileToolsClient;
  session?: 'signed-in' | 'signed-out';
}) {
  const [params, setParams] = useState(() => new URLSearchParams({'file-tool': 'bpm-key'}));
  return (
    <FileTools
      client={client}
      session={session}
      signInLink={<a href="#login" />}
      locale="en"
      limits={freeLimits}
      params={params}
      onParamsChange={(update) => setParams((current) => update(current))}
      errorText={(code) => `Refused (${code})`}
    />
  );
}

describe('FileTools', () => {
  it('uploads a song, starts the tool with an idempotency key and shows what it found', async () => {
    const job = transformJob();
    const submitTransform = vi.fn(() => Promise.resolve(job));
    renderToneTools(<Tools client={fileToolsClient(job, submitTransform)} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['x'], 'Bengawan Solo.mp3', {type: 'audio/mpeg'}));
    await userEvent.click(await screen.findByRole('button', {name: 'Proses'}));
    await waitFor(() =>
      expect(submitTransform).toHaveBeenCalledWith(
        'file-song',
        {operation: 'analyse', locale: 'en'},
        expect.any(String),
      ),
    );
    expect(await screen.findByRole('status')).toHaveAttribute('data-bpm', '92');
  });

  it('asks a guest to sign in', () => {
    renderToneTools(<Tools client={fileToolsClient()} session="signed-out" />);
    expect(screen.getByRole('link', {name: 'Masuk'})).toHaveAttribute('href', '#login');
  });
});

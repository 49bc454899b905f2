import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {GenerateForm} from './GenerateForm';
import {storyErrorText, storyGenerateClient, storyGenerateJob} from './storybook/client';
import {choices, understoodDangdut} from './storybook/fixtures';
import {renderGenerateAi} from './test/render';

describe('GenerateForm', () => {
  it('reads the prompt once typing stops, then starts the job in the page language with an idempotency key', async () => {
    const understand = vi.fn(() => Promise.resolve(understoodDangdut));
    const job = storyGenerateJob();
    const submitGeneration = vi.fn(() => Promise.resolve(job));
    const onStarted = vi.fn();
    renderGenerateAi(
      <GenerateForm
        {...choices}
        client={storyGenerateClient({understand, submitGeneration})}
        locale="en"
        errorText={storyErrorText}
        onStarted={onStarted}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', {name: 'Ceritakan lagumu'}), 'dangdut');
    await waitFor(() =>
      expect(understand).toHaveBeenCalledWith({prompt: 'dangdut'}, expect.any(AbortSignal)),
    );
    await userEvent.click(screen.getByRole('button', {name: 'Buat lagu'}));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(job));
    expect(submitGeneration).toHaveBeenCalledWith({prompt: 'dangdut', locale: 'en'}, expect.any(String));
  });

  it('shows the API’s refusal of the reading', async () => {
    renderGenerateAi(
      <GenerateForm
        {...choices}
        client={storyGenerateClient({understand: () => Promise.reject({code: 'NETWORK'})})}
        locale="id"
        errorText={storyErrorText}
        onStarted={() => undefined}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', {name: 'Ceritakan lagumu'}), 'pop');
    expect(await screen.findByText(/Nada cannot be reached\./)).toBeInTheDocument();
  });
});

import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {PromptForm, draftOf} from './PromptForm';
import type {PromptFormProps} from './PromptForm';
import {choices} from './storybook/fixtures';
import {renderGenerateAi} from './test/render';

function renderForm(props: Partial<PromptFormProps> = {}, locale: 'id' | 'en' = 'id') {
  const all: PromptFormProps = {
    ...choices,
    onSubmit: vi.fn(() => Promise.resolve()),
    errorText: (error) => `gagal: ${(error as {code: string}).code}`,
    ...props,
  };
  renderGenerateAi(<PromptForm {...all} />, {locale});
  return all;
}

describe('PromptForm', () => {
  it('refuses an empty prompt with a message in the page’s language, and sends nothing', async () => {
    const props = renderForm({}, 'en');
    await userEvent.click(screen.getByRole('button', {name: 'Generate'}));
    expect(await screen.findByText('Describe the song you want first.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: /Describe your song/})).toHaveAttribute('aria-invalid', 'true');
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('fills the prompt from an example and sends only the fields that were set', async () => {
    const props = renderForm();
    await userEvent.click(screen.getByRole('button', {name: 'Dangdut ceria untuk pesta pernikahan'}));
    expect(screen.getByRole('textbox', {name: /Ceritakan lagumu/})).toHaveValue(
      'Dangdut ceria untuk pesta pernikahan',
    );
    await userEvent.type(screen.getByRole('textbox', {name: /Durasi/}), '20');
    await userEvent.click(screen.getByRole('checkbox', {name: 'Kendang'}));
    await userEvent.click(screen.getByRole('button', {name: 'Buat lagu'}));
    expect(props.onSubmit).toHaveBeenCalledWith({
      prompt: 'Dangdut ceria untuk pesta pernikahan',
      durationSeconds: 20,
      instruments: ['kendang'],
    });
  });

  it('refuses a tempo and a length out of range', async () => {
    const props = renderForm();
    await userEvent.type(screen.getByRole('textbox', {name: /Ceritakan lagumu/}), 'pop santai');
    await userEvent.type(screen.getByRole('textbox', {name: /Tempo/}), '400');
    await userEvent.type(screen.getByRole('textbox', {name: /Durasi/}), '5');
    await userEvent.click(screen.getByRole('button', {name: 'Buat lagu'}));
    expect(await screen.findByText('Isi tempo antara 60 dan 180, atau kosongkan.')).toBeInTheDocument();
    expect(screen.getByText('Isi durasi antara 15 dan 300 detik, atau kosongkan.')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('shows why the API refused, keeping what was typed', async () => {
    renderForm({
      onSubmit: () => Promise.reject(Object.assign(new Error('402'), {code: 'CREDITS_EXHAUSTED'})),
    });
    await userEvent.type(screen.getByRole('textbox', {name: /Ceritakan lagumu/}), 'keroncong lawas');
    await userEvent.click(screen.getByRole('button', {name: 'Buat lagu'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('gagal: CREDITS_EXHAUSTED');
    expect(screen.getByRole('textbox', {name: /Ceritakan lagumu/})).toHaveValue('keroncong lawas');
  });

  it('reports the request as it changes, for the summary of what was understood', async () => {
    const onDraftChange = vi.fn();
    renderForm({onDraftChange});
    await userEvent.type(screen.getByRole('textbox', {name: /Ceritakan lagumu/}), 'jazz');
    expect(onDraftChange).toHaveBeenLastCalledWith({prompt: 'jazz'});
  });
});

describe('draftOf', () => {
  it('leaves automatic choices and empty numbers out', () => {
    expect(
      draftOf({
        prompt: ' a ',
        genre: 'auto',
        mood: 'sad',
        tempo: '',
        key: 'D major',
        length: '30',
        instruments: [],
      }),
    ).toEqual({prompt: 'a', mood: 'sad', key: 'D major', durationSeconds: 30});
  });
});

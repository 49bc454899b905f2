import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {ImportOptionFlow, type ImportOptionFlowProps} from './ImportOptionFlow';
import {STORY_SEPARATION_VALUE} from './storybook/fixtures';
import {allowedSource, tooLongSource} from './storybook/linkSources';
import {storyImportOptionsClient} from './storybook/minusOne';
import {renderWizard} from './test/render';

function renderOptions(props: Partial<ImportOptionFlowProps> = {}) {
  const all: ImportOptionFlowProps = {
    url: allowedSource.url,
    locale: 'en',
    defaultSeparation: STORY_SEPARATION_VALUE,
    client: storyImportOptionsClient(),
    onBackToLink: vi.fn(),
    onSubmitted: vi.fn(),
    errorText: (code) => `error ${code}`,
    ...props,
  };
  renderWizard(<ImportOptionFlow {...all} />, {locale: 'en'});
  return all;
}

describe('ImportOptionFlow', () => {
  it('asks for a link when the page has none', async () => {
    const {onBackToLink} = renderOptions({url: ''});
    expect(screen.getByRole('status')).toHaveTextContent('There is no video link to work on.');
    await userEvent.click(screen.getByRole('button', {name: 'Paste a video link'}));
    expect(onBackToLink).toHaveBeenCalled();
  });

  it('shows the link’s card and the cost, and Make it sends the options in the page’s language', async () => {
    const client = storyImportOptionsClient();
    const submit = vi.spyOn(client, 'submitImport');
    const {onSubmitted} = renderOptions({client});
    expect(await screen.findByRole('heading', {level: 2, name: allowedSource.title})).toBeVisible();
    expect(await screen.findByText(/This uses up to .* of your 10 minutes left/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', {name: 'Make it'}));
    const {stems: _stems, ...options} = STORY_SEPARATION_VALUE;
    expect(submit).toHaveBeenCalledWith(
      {...options, url: allowedSource.url, then: 'minusone', locale: 'en'},
      expect.any(String),
    );
    expect(onSubmitted).toHaveBeenCalledWith('job-import');
  });

  it('offers only another link for a source the plan does not take', async () => {
    const client = storyImportOptionsClient();
    client.probe = () => Promise.resolve(tooLongSource);
    renderOptions({client});
    expect(await screen.findByRole('button', {name: 'Use another link'})).toBeVisible();
    expect(screen.queryByRole('button', {name: 'Make it'})).not.toBeInTheDocument();
  });

  it('explains a probe that failed, and tries again', async () => {
    const client = storyImportOptionsClient();
    const probe = vi
      .fn(client.probe)
      .mockRejectedValueOnce(Object.assign(new Error('down'), {code: 'IMPORT_UNAVAILABLE'}));
    client.probe = probe;
    renderOptions({client});
    expect(await screen.findByRole('alert')).toHaveTextContent('error IMPORT_UNAVAILABLE');
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(await screen.findByRole('heading', {level: 2, name: allowedSource.title})).toBeVisible();
  });
});

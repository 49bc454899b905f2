import {cleanup, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderToString} from 'react-dom/server';
import {IntlProvider} from 'react-intl';
import {afterEach, describe, expect, it} from 'vitest';
import {FaqSearch} from './FaqSearch';
import {enhanceFaqSearch} from './static';
import {catalogs} from './test/render';
import type {FaqEntry} from './types';

const entries: FaqEntry[] = [
  {id: 'formats', question: 'Which files can I upload?', answer: 'MP3, WAV and FLAC, up to 20 MB.'},
  {id: 'credits', question: 'How do minutes work?', answer: 'Each upload uses minutes of your plan.'},
  {id: 'delete', question: 'How do I delete my account?', answer: 'In your profile; your files go too.'},
];

// The server's HTML of the FAQ, as a page sent without React has it, with nothing attached.
function serverFaq(): void {
  document.body.innerHTML = renderToString(
    <IntlProvider locale="en" messages={catalogs.en}>
      <FaqSearch entries={entries} />
    </IntlProvider>,
  );
}

const search = () => screen.getByRole('searchbox', {name: 'Search the questions'});
const shownQuestions = () =>
  screen.queryAllByRole('group').map((details) => details.querySelector('summary')?.textContent);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('enhanceFaqSearch', () => {
  it('filters the server’s FAQ as FaqSearch does: matches in the question first, the count announced', async () => {
    serverFaq();
    enhanceFaqSearch();
    expect(shownQuestions()).toEqual(entries.map((entry) => entry.question));
    expect(document.querySelector('.nada-support-faq__empty')).not.toBeVisible();
    await userEvent.type(search(), 'upload');
    // "upload" is in the first question and in the second answer: the question's match comes first.
    expect(shownQuestions()).toEqual(['Which files can I upload?', 'How do minutes work?']);
    expect(screen.getByText('2 questions match')).toHaveAttribute('aria-live', 'polite');
    await userEvent.clear(search());
    await userEvent.type(search(), 'ACCOUNT delete');
    expect(shownQuestions()).toEqual(['How do I delete my account?']);
    expect(screen.getByText('1 question matches')).toBeInTheDocument();
    await userEvent.clear(search());
    expect(shownQuestions()).toEqual(entries.map((entry) => entry.question));
  });

  it('shows the empty state with the query when nothing matches, and the questions again after', async () => {
    serverFaq();
    enhanceFaqSearch();
    await userEvent.type(search(), 'karaoke');
    expect(shownQuestions()).toEqual([]);
    expect(document.querySelector('.nada-support-faq__empty')).toBeVisible();
    expect(document.querySelector('.nada-empty-state__title')?.textContent).toBe(
      'No question matches “karaoke”',
    );
    expect(screen.getByText('Try other words, or send us a message below.')).toBeInTheDocument();
    expect(screen.getByText('0 questions match')).toBeInTheDocument();
    await userEvent.clear(search());
    expect(document.querySelector('.nada-support-faq__empty')).not.toBeVisible();
    expect(shownQuestions()).toHaveLength(3);
  });
});

import {searchFaq} from './faq';

// The FAQ search of a page sent without React (the app's static pages): the server's HTML holds
// FaqSearch's markup, and this does what FaqSearch does there, on the same elements. The questions
// open and close by themselves (<details>). No React and no framework: it is part of the static
// pages' few-kilobyte script, so it imports the pure search, never the package's index, and stays small.

/** Searches one server-rendered FaqSearch as the component does: same matches, same order, same texts. */
function enhanceFaq(root: HTMLElement): void {
  const input = root.querySelector('input');
  const list = root.querySelector('ul');
  const count = root.querySelector<HTMLElement>('[data-faq-results]');
  const empty = root.querySelector<HTMLElement>('.nada-support-faq__empty');
  const emptyQuery = empty?.querySelector('[data-faq-query]');
  if (!input || !list || !count || !empty || !emptyQuery) return;
  // The answer as the details' whole text: it holds the question too, which changes no match.
  const entries = [...list.querySelectorAll('details')].map((details) => ({
    id: details.dataset.faq ?? '',
    question: details.querySelector('summary')?.textContent ?? '',
    answer: details.textContent ?? '',
    item: details.parentElement as HTMLElement,
  }));
  const counts = JSON.parse(count.dataset.faqResults ?? '[]') as string[];
  const show = () => {
    const query = input.value.trim();
    const shown = searchFaq(entries, query);
    for (const entry of entries) entry.item.hidden = !shown.includes(entry);
    // The matches last, in the component's order (questions that match first), after the hidden rest.
    for (const entry of shown) list.append(entry.item);
    list.hidden = !shown.length;
    empty.hidden = !!shown.length;
    emptyQuery.textContent = query;
    count.textContent = query ? (counts[shown.length] ?? '') : '';
  };
  input.addEventListener('input', show);
  // A search the browser restored (back, reload) is applied at once.
  if (input.value) show();
}

/** Makes every FaqSearch of a server-rendered page search without React. */
export function enhanceFaqSearch(): void {
  for (const root of document.querySelectorAll<HTMLElement>('.nada-support-faq')) enhanceFaq(root);
}

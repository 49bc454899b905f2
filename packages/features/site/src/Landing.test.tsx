import {screen, within} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {Landing, type LandingProps} from './Landing';
import {faqValues, landingHrefs, planCatalogue} from './storybook/fixtures';
import {renderSite} from './test/render';

const props: LandingProps = {
  hrefs: landingHrefs,
  catalog: planCatalogue,
  recommendedPlan: 'plus',
  faqValues,
  children: <p>After the page</p>,
};

describe('Landing', () => {
  it('has one h1 and headings that never skip a level', () => {
    renderSite(<Landing {...props} />, {locale: 'en'});
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
    expect(screen.getByText('After the page')).toBeInTheDocument();
  });

  it('links every tool card to its page', () => {
    renderSite(<Landing {...props} />, {locale: 'en'});
    const features = screen.getByRole('region', {name: 'Everything you need from a song'});
    const hrefs = within(features)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['#minusone', '#minusone-custom', '#from-link', '#ai', '#tools', '#playground']);
  });

  it('prices the plans in the currency of the language, the free one leading to registration', () => {
    renderSite(<Landing {...props} />);
    const text = document.body.textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).toContain('Rp 49.000');
    expect(text).not.toContain('$');
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === '#register')).toBe(true);
  });

  it('quotes the catalogue’s retention of each plan in its answer', () => {
    const days = {free: 11, plus: 47, pro: 123};
    const catalog = {
      ...planCatalogue,
      items: planCatalogue.items.map((plan) => ({
        ...plan,
        retentionDays: days[plan.id as keyof typeof days],
      })),
    };
    renderSite(<Landing {...props} catalog={catalog} />, {locale: 'en'});
    const answer = document.getElementById('faq-retention')?.textContent ?? '';
    expect(answer).toContain('11 days');
    expect(answer).toContain('47 days');
    expect(answer).toContain('123 days');
    expect(document.querySelectorAll('details')).toHaveLength(7);
  });
});

import {screen, within} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {LegalDocument, type LegalDocumentProps} from './LegalDocument';
import {LegalFixtureMessages, legalContent, legalValues} from './storybook/fixtures';
import {renderSite} from './test/render';

const props: LegalDocumentProps = {
  title: 'Privacy Policy',
  content: legalContent,
  values: legalValues,
  effectiveDate: '2026-11-22',
  planRetention: [
    {id: 'free', name: 'Free', days: 11},
    {id: 'pro', name: 'Pro', days: 123},
  ],
  children: <p>After the document</p>,
};

function renderDocument(locale: 'id' | 'en') {
  return renderSite(
    <LegalFixtureMessages>
      <LegalDocument {...props} />
    </LegalFixtureMessages>,
    {locale},
  );
}

describe('LegalDocument', () => {
  it('lists every section in its contents, each linking to its numbered, linkable heading', () => {
    renderDocument('en');
    expect(screen.getByRole('heading', {level: 1, name: 'Privacy Policy'})).toBeInTheDocument();
    const contents = screen.getByRole('navigation', {name: 'Contents'});
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#data-we-collect', '#retention']);
    const section = screen.getByRole('region', {name: /2\. How long we keep it/});
    expect(
      within(section).getByRole('link', {name: 'Link to the section “How long we keep it”'}),
    ).toHaveAttribute('href', '#retention');
  });

  it('gives the effective date as a calendar day of the page language', () => {
    renderDocument('id');
    expect(screen.getByText('Berlaku sejak 22 November 2026')).toHaveAttribute('dateTime', '2026-11-22');
  });

  it('quotes each plan’s retention and the values of its paragraphs', () => {
    renderDocument('en');
    expect(screen.getByText('Free plan: 11 days.')).toBeInTheDocument();
    expect(screen.getByText('Pro plan: 123 days.')).toBeInTheDocument();
    expect(screen.getByText('30 days').tagName).toBe('STRONG');
    expect(screen.getByRole('link', {name: 'privacy@nada.app'})).toHaveAttribute(
      'href',
      'mailto:privacy@nada.app',
    );
    expect(screen.getByText('After the document')).toBeInTheDocument();
  });
});

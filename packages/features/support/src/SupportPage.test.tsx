import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {faqPlans} from './storybook/fixtures';
import {SupportPage, type SupportSession} from './SupportPage';
import {renderSupport} from './test/render';

function renderPage(session: SupportSession) {
  return renderSupport(
    <SupportPage
      header={<h1>Bantuan</h1>}
      plans={faqPlans}
      session={session}
      tickets={<p>Formulir dan tiket</p>}
      signInLink={(text) => <a href="/login?redirect=%2Fsupport">{text}</a>}
    />,
  );
}

describe('SupportPage', () => {
  it('shows a guest the FAQ with the plans’ figures and a link to sign in', () => {
    renderPage('signed-out');
    expect(screen.getByRole('heading', {name: 'Bantuan', level: 1})).toBeInTheDocument();
    expect(screen.getByRole('heading', {name: 'Pertanyaan yang sering diajukan'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: /masuk/i})).toHaveAttribute('href', '/login?redirect=%2Fsupport');
    expect(screen.queryByText('Formulir dan tiket')).toBeNull();
  });

  it('shows the contact form and the tickets once signed in', () => {
    renderPage('signed-in');
    expect(screen.getByText('Formulir dan tiket')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says it is loading while the session is unknown', () => {
    const {container} = renderPage('unknown');
    expect(container.querySelector('[data-page-loading][aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('Formulir dan tiket')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

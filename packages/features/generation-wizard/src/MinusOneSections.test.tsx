import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {MinusOneSections} from './MinusOneSections';
import {renderWizard} from './test/render';

describe('MinusOneSections', () => {
  it('links the three minus-one pages, the one shown marked current', () => {
    renderWizard(
      <>
        <h1 id="title">Minus one</h1>
        <MinusOneSections
          current="custom"
          labelledBy="title"
          renderLink={({section, ...link}) => <a href={`/${section}`} {...link} />}
        />
      </>,
      {locale: 'en'},
    );
    const nav = screen.getByRole('navigation', {name: 'Minus one'});
    expect(nav).toBeVisible();
    expect(screen.getByRole('link', {name: 'Quick'})).toHaveAttribute('href', '/quick');
    expect(screen.getByRole('link', {name: 'Custom'})).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', {name: 'History'})).not.toHaveAttribute('aria-current');
  });
});

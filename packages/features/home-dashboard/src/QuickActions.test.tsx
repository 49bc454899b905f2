import {screen, within} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {FirstRunWelcome} from './FirstRunWelcome';
import {QuickActions} from './QuickActions';
import {renderHomeDashboard} from './test/render';
import type {HomeLinkComponentProps} from './types';

describe('QuickActions and FirstRunWelcome', () => {
  it('lead to where the app says, through its link component', () => {
    const visited: string[] = [];
    function AppLink({href, ...props}: HomeLinkComponentProps) {
      visited.push(href);
      return <a href={`/app${href}`} {...props} />;
    }
    renderHomeDashboard(
      <>
        <FirstRunWelcome minusOneHref="/en/v3/minusone" linkComponent={AppLink} />
        <QuickActions
          hrefs={{minusOne: '/en/v3/minusone', fromLink: '/en/link', generate: '/en/ai', tools: '/en/tools'}}
          linkComponent={AppLink}
        />
      </>,
      {locale: 'en'},
    );
    expect(screen.getByRole('heading', {name: 'Welcome to Nada!'})).toBeVisible();
    expect(screen.getByRole('link', {name: 'Make my first minus one'})).toHaveAttribute(
      'href',
      '/app/en/v3/minusone',
    );
    const actions = within(screen.getByRole('region', {name: 'Start something'})).getAllByRole('link');
    expect(actions.map((link) => link.getAttribute('href'))).toEqual([
      '/app/en/v3/minusone',
      '/app/en/link',
      '/app/en/ai',
      '/app/en/tools',
    ]);
    expect(visited).toContain('/en/tools');
  });
});

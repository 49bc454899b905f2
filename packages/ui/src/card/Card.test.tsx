import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {render} from '../testing';
import {Card, CardContent, CardDescription, CardFooter, CardHeader, CardMedia, CardTitle} from './Card';

describe('Card', () => {
  it('groups a heading, description, content and footer, elevated with medium padding by default', () => {
    render(
      <Card data-testid="card">
        <CardHeader>
          <CardTitle>Bengawan Solo</CardTitle>
          <CardDescription>Gesang · 3:12</CardDescription>
        </CardHeader>
        <CardContent>Minus one siap diputar.</CardContent>
        <CardFooter>
          <button type="button">Putar</button>
        </CardFooter>
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card).toHaveAttribute('data-variant', 'elevated');
    expect(card).toHaveAttribute('data-padding', 'md');
    expect(card).not.toHaveAttribute('data-interactive');
    expect(screen.getByRole('heading', {level: 3, name: 'Bengawan Solo'})).toBeInTheDocument();
    expect(screen.getByText('Gesang · 3:12').tagName).toBe('P');
    expect(screen.getByRole('button', {name: 'Putar'})).toBeInTheDocument();
  });

  it('renders the title at the heading level it is given', () => {
    render(
      <Card variant="outlined" padding="lg" data-testid="card">
        <CardTitle as="h2">Paket Premium</CardTitle>
      </Card>,
    );
    expect(screen.getByRole('heading', {level: 2, name: 'Paket Premium'})).toBeInTheDocument();
    expect(screen.getByTestId('card')).toHaveAttribute('data-variant', 'outlined');
    expect(screen.getByTestId('card')).toHaveAttribute('data-padding', 'lg');
  });

  it('becomes one link target when interactive and asChild', async () => {
    render(
      <Card interactive asChild variant="sunken">
        <a href="/lagu/bengawan-solo">
          <CardMedia />
          <CardTitle>Bengawan Solo</CardTitle>
          <CardDescription>Gesang</CardDescription>
        </a>
      </Card>,
    );
    const link = screen.getByRole('link', {name: 'Bengawan Solo Gesang'});
    expect(link).toHaveAttribute('href', '/lagu/bengawan-solo');
    expect(link).toHaveAttribute('data-interactive');
    expect(link).toHaveAttribute('data-variant', 'sunken');
    await userEvent.tab();
    expect(link).toHaveFocus();
  });
});

import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {render} from '../testing';
import {Badge} from './Badge';
import {crownIcon} from '../icon';

describe('Badge', () => {
  it('shows its text with neutral, soft and medium defaults', () => {
    render(<Badge>Baru</Badge>);
    const badge = screen.getByText('Baru');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
    expect(badge).toHaveAttribute('data-variant', 'soft');
    expect(badge).toHaveAttribute('data-size', 'md');
  });

  it('exposes tone, variant and size as data attributes', () => {
    render(
      <Badge tone="success" variant="solid" size="sm">
        Siap
      </Badge>,
    );
    const badge = screen.getByText('Siap');
    expect(badge).toHaveAttribute('data-tone', 'success');
    expect(badge).toHaveAttribute('data-variant', 'solid');
    expect(badge).toHaveAttribute('data-size', 'sm');
  });

  it('keeps its icon and dot out of the accessible text', () => {
    render(
      <Badge tone="accent" icon={crownIcon} dot>
        Premium
      </Badge>,
    );
    const badge = screen.getByText('Premium');
    expect(badge.querySelector('svg[data-icon="crown"]')).toHaveAttribute('aria-hidden', 'true');
    expect(badge.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('has neither icon nor dot unless asked', () => {
    render(<Badge tone="danger">Gagal</Badge>);
    expect(screen.getByText('Gagal').children).toHaveLength(0);
  });
});

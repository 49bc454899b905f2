import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {Button} from '../button';
import {render} from '../testing';
import {EmptyState} from './EmptyState';
import {musicIcon, searchIcon} from '../icon';

describe('EmptyState', () => {
  it('shows a heading, a description and an action that works by keyboard', async () => {
    const onUpload = vi.fn();
    render(
      <EmptyState
        icon={musicIcon}
        title="Belum ada lagu"
        description="Unggah lagu pertamamu untuk membuat minus one."
        action={<Button onClick={onUpload}>Unggah lagu</Button>}
        data-testid="empty"
      />,
    );
    expect(screen.getByRole('heading', {level: 2, name: 'Belum ada lagu'})).toBeInTheDocument();
    expect(screen.getByText('Unggah lagu pertamamu untuk membuat minus one.')).toBeInTheDocument();
    expect(screen.getByTestId('empty')).toHaveAttribute('data-size', 'regular');
    await userEvent.tab();
    expect(screen.getByRole('button', {name: 'Unggah lagu'})).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onUpload).toHaveBeenCalledOnce();
  });

  it('keeps its icon decorative', () => {
    render(<EmptyState icon={searchIcon} title="Tidak ada hasil" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('svg[data-icon="search"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders a compact title at the level it is given, without empty parts', () => {
    render(<EmptyState size="compact" titleAs="h3" title="Antrean kosong" data-testid="empty" />);
    expect(screen.getByRole('heading', {level: 3, name: 'Antrean kosong'})).toBeInTheDocument();
    const empty = screen.getByTestId('empty');
    expect(empty).toHaveAttribute('data-size', 'compact');
    expect(empty.querySelector('p')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

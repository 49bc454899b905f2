import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {render} from '../testing';
import {Skeleton, SkeletonGroup} from './Skeleton';

describe('Skeleton', () => {
  it('draws the requested number of text lines, hidden from screen readers', () => {
    const {container} = render(<Skeleton lines={3} data-testid="text" />);
    const skeleton = screen.getByTestId('text');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveAttribute('data-shape', 'text');
    expect(skeleton.children).toHaveLength(3);
    expect(container).not.toHaveTextContent(/./);
  });

  it('draws at least one line', () => {
    render(<Skeleton lines={0} data-testid="text" />);
    expect(screen.getByTestId('text').children).toHaveLength(1);
  });

  it('sizes a circle by its width and a rect by width and height', () => {
    render(
      <>
        <Skeleton shape="circle" width={48} data-testid="circle" />
        <Skeleton shape="rect" width="100%" height={120} data-testid="rect" />
      </>,
    );
    const circle = screen.getByTestId('circle');
    expect(circle).toHaveAttribute('data-shape', 'circle');
    expect(circle).toHaveStyle({width: '48px', height: '48px'});
    expect(circle.children).toHaveLength(0);
    expect(screen.getByTestId('rect')).toHaveStyle({width: '100%', height: '120px'});
  });
});

describe('SkeletonGroup', () => {
  it('is busy and tells screen readers that content is loading', () => {
    render(
      <SkeletonGroup data-testid="group">
        <Skeleton shape="circle" />
        <Skeleton lines={2} />
      </SkeletonGroup>,
    );
    const group = screen.getByTestId('group');
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(group).toHaveTextContent('Memuat…');
    expect(screen.getByText('Memuat…')).toBeInTheDocument();
  });

  it('takes a more specific label', () => {
    render(
      <SkeletonGroup label="Loading songs">
        <Skeleton />
      </SkeletonGroup>,
      {locale: 'en'},
    );
    expect(screen.getByText('Loading songs')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});

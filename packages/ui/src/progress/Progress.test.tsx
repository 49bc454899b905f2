import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {render} from '../testing';
import {Progress} from './Progress';

describe('Progress', () => {
  it('is a progressbar named by its label with the value as a percentage', () => {
    render(<Progress label="Memisahkan vokal" value={35} />);
    const bar = screen.getByRole('progressbar', {name: 'Memisahkan vokal'});
    expect(bar).toHaveAttribute('aria-valuenow', '35');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '35%');
    expect(bar).toHaveAttribute('data-state', 'loading');
    expect(screen.getByText('35%')).toBeVisible();
  });

  it('formats the percentage for the locale and a custom max', () => {
    render(<Progress label="Uploading" value={3} max={8} />, {locale: 'en'});
    const bar = screen.getByRole('progressbar', {name: 'Uploading'});
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '8');
    expect(bar).toHaveAttribute('aria-valuetext', '38%');
  });

  it('reports completion at the maximum', () => {
    render(<Progress label="Selesai" value={100} tone="success" />);
    const bar = screen.getByRole('progressbar', {name: 'Selesai'});
    expect(bar).toHaveAttribute('data-state', 'complete');
    expect(bar).toHaveAttribute('data-tone', 'success');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
  });

  it('keeps an out-of-range value inside 0..max', () => {
    render(<Progress label="Memuat" value={140} />);
    expect(screen.getByRole('progressbar', {name: 'Memuat'})).toHaveAttribute('aria-valuenow', '100');
  });

  it('has no value when indeterminate', () => {
    render(<Progress label="Menyiapkan" value={null} size="sm" />);
    const bar = screen.getByRole('progressbar', {name: 'Menyiapkan'});
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
    expect(bar).toHaveAttribute('data-size', 'sm');
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('is indeterminate when no value is given', () => {
    render(<Progress label="Menyiapkan" />);
    expect(screen.getByRole('progressbar', {name: 'Menyiapkan'})).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
  });

  it('keeps its accessible name when the label is hidden', () => {
    render(<Progress label="Mengunggah" value={50} hideLabel tone="danger" />);
    const bar = screen.getByRole('progressbar', {name: 'Mengunggah'});
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('data-tone', 'danger');
  });
});

import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {Button} from './Button';

describe('Button', () => {
  it('is a button named by its label and activates with the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Simpan</Button>);
    const button = screen.getByRole('button', {name: 'Simpan'});
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('exposes its variant and size as data attributes', () => {
    render(
      <Button variant="danger" size="lg">
        Hapus
      </Button>,
    );
    const button = screen.getByRole('button', {name: 'Hapus'});
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'lg');
  });

  it('does not act while loading and tells assistive technology it is busy', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Unggah
      </Button>,
    );
    const button = screen.getByRole('button', {name: /Unggah/});
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('img', {name: 'Memuat…'})).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('cannot be activated when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Kirim
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', {name: 'Kirim'}));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link with the button look when asChild is set', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/pricing">Lihat harga</a>
      </Button>,
    );
    const link = screen.getByRole('link', {name: 'Lihat harga'});
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link).not.toHaveAttribute('type');
  });
});

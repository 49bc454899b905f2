import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {IconButton} from './IconButton';
import {heartIcon, homeIcon, playIcon, repeatIcon, shuffleIcon, trashIcon, uploadIcon} from '../icon';

describe('IconButton', () => {
  it('is a button named by its label and activates with the keyboard', async () => {
    const onClick = vi.fn();
    render(<IconButton icon={playIcon} label="Putar" onClick={onClick} />);
    const button = screen.getByRole('button', {name: 'Putar'});
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('exposes its variant and size as data attributes', () => {
    render(<IconButton icon={trashIcon} label="Hapus" variant="danger" size="lg" />);
    const button = screen.getByRole('button', {name: 'Hapus'});
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'lg');
  });

  it('toggles aria-pressed when uncontrolled', async () => {
    const onPressedChange = vi.fn();
    render(
      <IconButton icon={shuffleIcon} label="Acak" defaultPressed={false} onPressedChange={onPressedChange} />,
    );
    const button = screen.getByRole('button', {name: 'Acak'});
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).not.toHaveAttribute('data-pressed');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('data-pressed');
    expect(onPressedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(onPressedChange).toHaveBeenLastCalledWith(false);
  });

  it('follows the pressed prop when controlled', async () => {
    const onPressedChange = vi.fn();
    const {rerender} = render(
      <IconButton icon={repeatIcon} label="Ulangi" pressed={false} onPressedChange={onPressedChange} />,
    );
    const button = screen.getByRole('button', {name: 'Ulangi'});
    await userEvent.click(button);
    expect(onPressedChange).toHaveBeenCalledWith(true);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    rerender(<IconButton icon={repeatIcon} label="Ulangi" pressed onPressedChange={onPressedChange} />);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('works as a controlled toggle with state in the parent', async () => {
    function Liked() {
      const [liked, setLiked] = useState(false);
      return <IconButton icon={heartIcon} label="Suka" pressed={liked} onPressedChange={setLiked} />;
    }
    render(<Liked />);
    const button = screen.getByRole('button', {name: 'Suka'});
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not act while loading and tells assistive technology it is busy', async () => {
    const onClick = vi.fn();
    render(<IconButton icon={uploadIcon} label="Unggah" loading onClick={onClick} />);
    const button = screen.getByRole('button', {name: 'Unggah'});
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('img', {name: 'Memuat…'})).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('cannot be activated when disabled', async () => {
    const onPressedChange = vi.fn();
    render(
      <IconButton
        icon={heartIcon}
        label="Suka"
        disabled
        defaultPressed={false}
        onPressedChange={onPressedChange}
      />,
    );
    const button = screen.getByRole('button', {name: 'Suka'});
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPressedChange).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('renders a link with the icon and its look when asChild is set', () => {
    render(
      <IconButton asChild icon={homeIcon} label="Beranda" variant="secondary">
        <a href="/" />
      </IconButton>,
    );
    const link = screen.getByRole('link', {name: 'Beranda'});
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link).not.toHaveAttribute('type');
    expect(link.querySelector('svg[data-icon="home"]')).toHaveAttribute('aria-hidden', 'true');
  });
});

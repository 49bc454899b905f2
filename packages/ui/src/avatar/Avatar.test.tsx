import {screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {Avatar, getAvatarTint, getInitials} from './Avatar';

/** An Image that has loaded at once, since jsdom never loads pictures. */
class LoadedImage extends EventTarget {
  complete = true;
  naturalWidth = 64;
  src = '';
  crossOrigin: string | null = null;
  referrerPolicy = '';
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Avatar', () => {
  it('shows the initials, named as the person’s profile picture, when there is no picture', () => {
    render(<Avatar name="Sari Dewi Lestari" />);
    const fallback = screen.getByRole('img', {name: 'Foto profil Sari Dewi Lestari'});
    expect(fallback).toHaveTextContent('SL');
  });

  it('names the fallback in English too', () => {
    render(<Avatar name="Budi" size="lg" />, {locale: 'en'});
    const fallback = screen.getByRole('img', {name: 'Profile picture of Budi'});
    expect(fallback).toHaveTextContent(/^B$/);
    expect(fallback.parentElement).toHaveAttribute('data-size', 'lg');
  });

  it('keeps the initials while the picture has not loaded', () => {
    render(<Avatar name="Sari Dewi" src="https://example.com/sari.jpg" />);
    expect(screen.getByRole('img', {name: 'Foto profil Sari Dewi'})).toHaveTextContent('SD');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the picture with its alt text once it has loaded', () => {
    vi.stubGlobal('Image', LoadedImage);
    render(<Avatar name="Sari Dewi" src="https://example.com/sari.jpg" />);
    const image = screen.getByRole('img', {name: 'Foto profil Sari Dewi'});
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', 'https://example.com/sari.jpg');
    expect(screen.queryByText('SD')).not.toBeInTheDocument();
  });

  it('falls back to a person icon for an empty name', () => {
    render(<Avatar name="  " />);
    const fallback = screen.getByRole('img', {name: /Foto profil/});
    expect(fallback.querySelector('svg[data-icon="user"]')).toBeInTheDocument();
  });

  it('gives a name the same tint every time and exposes it', () => {
    render(
      <>
        <Avatar name="Rina Ayu" data-testid="a" />
        <Avatar name="Rina Ayu" data-testid="b" />
      </>,
    );
    const tint = String(getAvatarTint('Rina Ayu'));
    expect(screen.getByTestId('a')).toHaveAttribute('data-tint', tint);
    expect(screen.getByTestId('b')).toHaveAttribute('data-tint', tint);
  });
});

describe('getInitials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(getInitials('joko widodo')).toBe('JW');
    expect(getInitials('  Ni Made  Ayu  ')).toBe('NA');
    expect(getInitials('Gesang')).toBe('G');
    expect(getInitials('')).toBe('');
  });
});

describe('getAvatarTint', () => {
  it('spreads names over the tints, ignoring case and outer spaces', () => {
    expect(getAvatarTint(' Rina ')).toBe(getAvatarTint('rina'));
    const tints = new Set(
      ['Rina', 'Budi', 'Sari', 'Agus', 'Dewi', 'Wayan', 'Putu', 'Made'].map(getAvatarTint),
    );
    expect(tints.size).toBeGreaterThan(2);
    for (const tint of tints) expect(tint).toBeGreaterThanOrEqual(0);
  });
});

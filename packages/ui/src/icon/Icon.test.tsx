import {screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {Icon} from './Icon';
import {heartIcon, microphoneIcon, playIcon, warningIcon} from './generated';
import {icons} from './generated/all';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Icon', () => {
  it('is decorative and hidden from screen readers without a label', () => {
    const {container} = render(<Icon icon={playIcon} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-icon', 'play');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label', () => {
    render(<Icon icon={warningIcon} label="Peringatan" />);
    const img = screen.getByRole('img', {name: 'Peringatan'});
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img).not.toHaveAttribute('aria-hidden', 'true');
  });

  it('draws its SVG inline on the first render, without a network request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const {container} = render(<Icon icon={microphoneIcon} size={24} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('height', '24');
    expect(svg?.querySelector('path')).toBeInTheDocument();
    expect(svg?.innerHTML).toContain(icons.microphone.body.match(/d="([^"]{0,20})/)?.[1] ?? '<missing>');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps its class and takes one of its own', () => {
    const {container} = render(<Icon icon={heartIcon} className="liked" />);
    expect(container.querySelector('svg')).toHaveClass('nada-icon', 'liked');
  });
});

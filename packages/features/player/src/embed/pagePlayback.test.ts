import {afterEach, describe, expect, it} from 'vitest';
import {playlistPlayAttributes, queueAttributes, queuePlayAttributes} from '../staticPlay';
import {defineNadaPlayer} from './define';
import type {NadaPlayerElement} from './NadaPlayerElement';
import {enhancePagePlayback} from './pagePlayback';

defineNadaPlayer();
enhancePagePlayback();

afterEach(() => {
  document.body.replaceChildren();
});

const tracks = [
  {id: 'a', title: 'Bengawan Solo', src: 'https://nada.example/a.mp3', durationSeconds: 120},
  {
    id: 'b',
    title: 'Kendang',
    src: 'https://nada.example/b.mp3',
    durationSeconds: 90,
    expiresAt: '2999-01-01T00:00:00Z',
  },
];

/** Markup with the given attributes, on the page. */
function html(tag: string, attributes: Record<string, string>, ...children: Element[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  document.body.append(element);
  return element;
}

describe('enhancePagePlayback', () => {
  it("plays a list's queue in one compact player at the foot of the page, then a playlist in the same one", async () => {
    const second = html('button', queuePlayAttributes('b'));
    html('ul', queueAttributes('Lagu publik', tracks), second);
    second.click();
    const player = document.querySelector('nada-player') as NadaPlayerElement;
    expect(player.parentElement?.className).toBe('nada-static-player');
    expect(player.hasAttribute('compact')).toBe(true);
    expect(player.getAttribute('playlist')).toBe('queue-0');
    const queue = await player.loader?.('queue-0');
    expect(queue).toMatchObject({title: 'Lagu publik', tracks});

    html('button', playlistPlayAttributes('p1', {trackId: 'x'})).click();
    expect(document.querySelectorAll('nada-player')).toHaveLength(1);
    expect(player.getAttribute('playlist')).toBe('p1');
    expect(player.loader).toBeNull();
  });

  it('ignores a disabled play button', () => {
    const button = html('button', playlistPlayAttributes('p1')) as HTMLButtonElement;
    button.disabled = true;
    button.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    expect(document.querySelector('nada-player')).toBeNull();
  });
});

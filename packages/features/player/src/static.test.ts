import {afterEach, describe, expect, it} from 'vitest';
import {enhanceStaticPlayback} from './static';
import {playlistPlayAttributes} from './staticPlay';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

/** A play button with the given data attributes, on the page. */
function playButton(attributes: Record<string, string>): HTMLButtonElement {
  const button = document.createElement('button');
  for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value);
  document.body.append(button);
  return button;
}

describe('enhanceStaticPlayback', () => {
  it('loads the embeddable player on the first press only, and presses the button again once it has', () => {
    enhanceStaticPlayback({playerSrc: '/embed/player.js'});
    const button = playButton(playlistPlayAttributes('p1'));
    const other = document.createElement('button');
    document.body.append(other);
    other.click();
    expect(document.querySelectorAll('script')).toHaveLength(0);

    let presses = 0;
    button.addEventListener('click', () => presses++);
    button.click();
    button.click();
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe('/embed/player.js');
    expect(script.dataset.pagePlayback).toBe('');
    script.dispatchEvent(new Event('load'));
    expect(presses).toBe(3);
  });

  it('tries again on the next press when the script fails to load', () => {
    enhanceStaticPlayback();
    const button = playButton(playlistPlayAttributes('p1'));
    button.click();
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    button.click();
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });
});

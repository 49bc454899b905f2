import {afterEach, describe, expect, it, vi} from 'vitest';
import {isCurrentPage, openNowPlaying, revealNowPlaying} from './openPage';

describe('isCurrentPage', () => {
  it('is the page shown whatever the order of its query or a trailing slash', () => {
    expect(isCurrentPage('/v3/playlist?id=p%201', {pathname: '/v3/playlist', search: '?id=p+1'})).toBe(true);
    expect(isCurrentPage('/en/v3/playlist?id=p1', {pathname: '/en/v3/playlist/', search: '?id=p1'})).toBe(
      true,
    );
    expect(
      isCurrentPage('/v3/minusone?job=j1', {pathname: '/v3/minusone', search: '?tab=stems&job=j1'}),
    ).toBe(false);
  });

  it('is another page for another playlist, the list of playlists, or the other language', () => {
    expect(isCurrentPage('/v3/playlist?id=p1', {pathname: '/v3/playlist', search: '?id=p2'})).toBe(false);
    expect(isCurrentPage('/v3/playlist?id=p1', {pathname: '/v3/playlist', search: ''})).toBe(false);
    expect(isCurrentPage('/v3/playlist?id=p1', {pathname: '/en/v3/playlist', search: '?id=p1'})).toBe(false);
  });
});

describe('revealNowPlaying', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('scrolls the row playing into view and gives it focus (issue 42: "Open the player" did nothing)', () => {
    document.body.innerHTML = `<ol><li>A</li><li data-now-playing="true" tabindex="-1">B</li></ol>`;
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    expect(revealNowPlaying()).toBe(true);
    const row = document.querySelector('[data-now-playing]');
    expect(scrolled.mock.contexts).toEqual([row]);
    expect(document.activeElement).toBe(row);
  });

  it('answers false on a page that marks nothing, so the mini-player opens the page instead', () => {
    document.body.innerHTML = '<main><p>Riwayat</p></main>';
    expect(revealNowPlaying()).toBe(false);
  });
});

describe('openNowPlaying', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the row playing instead of navigating to the page shown', () => {
    document.body.innerHTML = '<ol><li data-now-playing="true" tabindex="-1">B</li></ol>';
    Element.prototype.scrollIntoView = vi.fn();
    const navigate = vi.fn();
    openNowPlaying('/v3/playlist?id=p1', {pathname: '/v3/playlist', search: '?id=p1'}, navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.querySelector('[data-now-playing]'));
  });

  it('navigates from another page, or when the page shown marks nothing', () => {
    const navigate = vi.fn();
    openNowPlaying('/v3/minusone?job=j1', {pathname: '/history', search: ''}, navigate);
    openNowPlaying('/v3/minusone?job=j1', {pathname: '/v3/minusone', search: '?job=j1'}, navigate);
    expect(navigate.mock.calls).toEqual([['/v3/minusone?job=j1'], ['/v3/minusone?job=j1']]);
  });
});

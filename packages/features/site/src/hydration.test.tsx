import {render, renderHook, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it} from 'vitest';
import {AfterHydration, useHydratedMarker} from './hydration';

afterEach(() => {
  document.documentElement.removeAttribute('data-hydrated');
});

describe('useHydratedMarker', () => {
  it('marks the document once React has rendered in the browser', () => {
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
    renderHook(() => useHydratedMarker());
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
  });
});

describe('AfterHydration', () => {
  it('draws nothing on the server, and its children in the browser', () => {
    const part = (
      <AfterHydration>
        <p>Versi baru</p>
      </AfterHydration>
    );
    expect(renderToString(part)).toBe('');
    render(part);
    expect(screen.getByText('Versi baru')).toBeInTheDocument();
  });
});

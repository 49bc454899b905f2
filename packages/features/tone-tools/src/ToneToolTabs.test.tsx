import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {renderToneTools} from './test/render';
import {ToneToolTabs} from './ToneToolTabs';

describe('ToneToolTabs', () => {
  it('shows the tab `?tool=` names and writes the tab picked there', async () => {
    const onParamsChange = vi.fn();
    renderToneTools(
      <ToneToolTabs params={new URLSearchParams({tool: 'metronome'})} onParamsChange={onParamsChange} />,
    );
    expect(screen.getByRole('tab', {name: 'Metronom'})).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', {name: 'Generator nada'}));
    const [update, options] = onParamsChange.mock.lastCall ?? [];
    expect(update(new URLSearchParams({tool: 'metronome'})).get('tool')).toBe('generator');
    expect(options).toEqual({replace: true, preventScrollReset: true});
  });
});

import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {Playground} from './Playground';
import {shapedSettings, storyMix} from './storybook/fixtures';
import {renderPlayground} from './test/render';

describe('Playground', () => {
  it('shows a lane per stem with its mute, solo, volume and pan, in Indonesian', () => {
    renderPlayground(<Playground mix={storyMix({settings: shapedSettings})} />);
    expect(screen.getAllByRole('listitem', {name: /^Stem /})).toHaveLength(4);
    expect(screen.getByRole('button', {name: 'Bisukan Drum'})).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', {name: 'Solo Vokal'})).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('slider', {name: 'Pan Vokal'})).toHaveAttribute('aria-valuenow', '-40');
    expect(screen.getByRole('slider', {name: 'Nada dasar'})).toHaveAttribute('aria-valuetext', '+2 semiton');
    expect(screen.getByRole('listitem', {name: 'Stem Drum'})).toHaveAttribute('data-audible', 'false');
  });

  it('answers the shortcuts: space, arrows, L, K, M and S on a focused lane, ? for the help', async () => {
    const user = userEvent.setup();
    const mix = storyMix({
      currentTime: 20,
      toggle: vi.fn(),
      seek: vi.fn(),
      toggleLoop: vi.fn(),
      addMarker: vi.fn(() => 'm'),
      setLevel: vi.fn(),
    });
    renderPlayground(<Playground mix={mix} />, {locale: 'en'});
    await user.keyboard(' ');
    expect(mix.toggle).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(mix.seek).toHaveBeenNthCalledWith(1, 25);
    expect(mix.seek).toHaveBeenNthCalledWith(2, 15);
    await user.keyboard('lk');
    expect(mix.toggleLoop).toHaveBeenCalledTimes(1);
    expect(mix.addMarker).toHaveBeenCalledWith('Marker 1');
    screen.getByRole('listitem', {name: 'Stem Bas'}).focus();
    await user.keyboard('ms');
    expect(mix.setLevel).toHaveBeenCalledWith('bass', {muted: true});
    expect(mix.setLevel).toHaveBeenCalledWith('bass', {solo: true});
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('listitem', {name: 'Stem Drum'})).toHaveFocus();
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', {name: 'Keyboard shortcuts'})).toBeVisible();
  });

  it('leaves keys typed in a marker name to the field', async () => {
    const user = userEvent.setup();
    const mix = storyMix({settings: shapedSettings, toggle: vi.fn(), renameMarker: vi.fn()});
    renderPlayground(<Playground mix={mix} />, {locale: 'en'});
    await user.type(screen.getByRole('textbox', {name: 'Name of the marker at 0:52'}), ' l');
    expect(mix.toggle).not.toHaveBeenCalled();
    expect(mix.renameMarker).toHaveBeenLastCalledWith('a', 'Reffl');
  });

  it('explains a load failure and offers to try again', async () => {
    const onRetry = vi.fn();
    renderPlayground(
      <Playground mix={storyMix({status: 'error', error: 'load-failed'})} onRetry={onRetry} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The stems could not be loaded');
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByRole('button', {name: 'Play'})).toBeDisabled();
  });
});

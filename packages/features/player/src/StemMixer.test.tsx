import {TestIntlProvider} from '@nada/ui/testing';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {StemMixer} from './StemMixer';
import {catalogs} from './test/render';
import {FakeMedia} from './testing';
import {useStemMix} from './useStemMix';
import type {MixStem, SetGain} from './stemMix';

const stems: MixStem[] = [
  {id: 'vocals', label: 'Vokal', src: '/vocals.mp3'},
  {id: 'instrumental', label: 'Minus one', src: '/minus-one.mp3'},
];

function Mixer({onPlay, gains}: {onPlay: () => void; gains: Map<string, number>}) {
  const mix = useStemMix(stems, {
    createMedia: () => new FakeMedia(),
    route:
      (element): SetGain =>
      (gain) =>
        gains.set(element.src, gain),
  });
  return <StemMixer mix={mix} onPlay={onPlay} />;
}

describe('StemMixer', () => {
  it('mutes a stem and sets its volume, in Indonesian', async () => {
    const gains = new Map<string, number>();
    const onPlay = vi.fn();
    render(
      <TestIntlProvider locale="id" catalogs={catalogs}>
        <Mixer onPlay={onPlay} gains={gains} />
      </TestIntlProvider>,
    );
    const region = screen.getByRole('region', {name: 'Campur stem'});
    const mute = within(region).getByRole('switch', {name: 'Bisukan Vokal'});
    expect(mute).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(mute);
    expect(mute).toHaveAttribute('aria-checked', 'true');
    expect(gains.get('/vocals.mp3')).toBe(0);
    expect(gains.get('/minus-one.mp3')).toBe(1);
    await userEvent.click(mute);
    const volume = within(region).getByRole('slider', {name: 'Volume Vokal'});
    volume.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(volume).toHaveAttribute('aria-valuenow', '90');
    expect(gains.get('/vocals.mp3')).toBeCloseTo(0.9, 5);

    await userEvent.click(within(region).getByRole('button', {name: 'Putar campuran'}));
    expect(onPlay).toHaveBeenCalledOnce();
    expect(await within(region).findByRole('button', {name: 'Jeda campuran'})).toBeVisible();
    expect(region).toHaveAttribute('data-status', 'playing');
  });

  it('names its controls in English', () => {
    render(
      <TestIntlProvider locale="en" catalogs={catalogs}>
        <Mixer onPlay={() => undefined} gains={new Map()} />
      </TestIntlProvider>,
    );
    expect(screen.getByRole('region', {name: 'Mix the stems'})).toBeVisible();
    expect(screen.getByRole('switch', {name: 'Mute Minus one'})).toBeVisible();
    expect(screen.getByRole('slider', {name: 'Volume of Vokal'})).toBeVisible();
    expect(screen.getByRole('button', {name: 'Play the mix'})).toBeEnabled();
  });
});

import {IconButton, playIcon} from '@nada/ui';
import type {CSSProperties} from 'react';
import {useStoryText} from './StoryText';

/** Bar heights of a drawn waveform; fixed, so the story looks the same every time. */
const BARS = Array.from(
  {length: 64},
  (_, index) => 0.25 + 0.7 * Math.abs(Math.sin(index * 0.37) * Math.cos(index * 0.11)),
);

/** A stand-in for @nada/player in stories: a play button and a drawn waveform. Not exported from the package. */
export function FakePlayer() {
  const text = useStoryText();
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 'var(--nada-space-3)',
        padding: 'var(--nada-space-4)',
        borderRadius: 'var(--nada-radius-lg)',
        background: 'var(--nada-color-surface-sunken)',
      }}
    >
      <IconButton icon={playIcon} variant="primary" label={text('Putar', 'Play')} />
      <div
        aria-hidden
        style={{display: 'flex', flex: 1, alignItems: 'center', gap: 2, height: 48, minWidth: 0}}
      >
        {BARS.map((height, index) => (
          <span
            key={index}
            style={
              {
                flex: 1,
                height: `${height * 100}%`,
                borderRadius: 2,
                background: index < 20 ? 'var(--nada-color-primary)' : 'var(--nada-color-border-strong)',
              } as CSSProperties
            }
          />
        ))}
      </div>
    </div>
  );
}

import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {Field} from '../field';
import {render, TestIntlProvider} from '../testing';
import {Slider} from './Slider';

const semitones = (value: number) => `${value > 0 ? '+' : ''}${value} semiton`;

describe('Slider', () => {
  it('steps with the arrow keys, reports the value and reads it out formatted', async () => {
    const onValueChange = vi.fn();
    render(
      <Slider
        label="Nada dasar"
        min={-12}
        max={12}
        defaultValue={[0]}
        formatValue={semitones}
        onValueChange={onValueChange}
      />,
    );
    const thumb = screen.getByRole('slider', {name: 'Nada dasar'});
    expect(thumb).toHaveAttribute('aria-valuenow', '0');
    expect(thumb).toHaveAttribute('aria-valuemin', '-12');
    expect(thumb).toHaveAttribute('aria-valuemax', '12');
    expect(thumb).toHaveAttribute('aria-valuetext', '0 semiton');

    await userEvent.tab();
    expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '2');
    expect(thumb).toHaveAttribute('aria-valuetext', '+2 semiton');
    expect(onValueChange).toHaveBeenLastCalledWith([2]);
    expect(screen.getByText('+2 semiton')).toBeInTheDocument();

    await userEvent.keyboard('{End}');
    expect(thumb).toHaveAttribute('aria-valuenow', '12');
    await userEvent.keyboard('{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '12');
    await userEvent.keyboard('{Home}');
    expect(thumb).toHaveAttribute('aria-valuetext', '-12 semiton');
  });

  it('formats with the locale by default', () => {
    render(<Slider label="Volume" defaultValue={[1500]} max={2000} />);
    expect(screen.getByRole('slider', {name: 'Volume'})).toHaveAttribute('aria-valuetext', '1.500');
  });

  it('names each thumb of a range and keeps them in order', async () => {
    const onValueChange = vi.fn();
    render(
      <Slider
        label="Bagian diulang"
        thumbLabels={['Awal', 'Akhir']}
        defaultValue={[10, 20]}
        step={5}
        onValueChange={onValueChange}
      />,
    );
    const start = screen.getByRole('slider', {name: 'Awal'});
    const end = screen.getByRole('slider', {name: 'Akhir'});
    expect(screen.getByText('10 – 20')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    expect(end).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(end).toHaveAttribute('aria-valuenow', '15');
    expect(onValueChange).toHaveBeenLastCalledWith([10, 15]);
    expect(start).toHaveAttribute('aria-valuenow', '10');
  });

  it('follows its value when controlled', async () => {
    function Controlled() {
      const [tempo, setTempo] = useState([100]);
      return (
        <>
          <Slider label="Tempo" min={50} max={200} step={10} value={tempo} onValueChange={setTempo} />
          <button type="button" onClick={() => setTempo([50])}>
            Pelan
          </button>
        </>
      );
    }
    render(<Controlled />);
    const thumb = screen.getByRole('slider', {name: 'Tempo'});
    thumb.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(thumb).toHaveAttribute('aria-valuenow', '110');
    await userEvent.click(screen.getByRole('button', {name: 'Pelan'}));
    expect(thumb).toHaveAttribute('aria-valuenow', '50');
  });

  it('does not move when disabled', async () => {
    const onValueChange = vi.fn();
    render(<Slider label="Volume" defaultValue={[50]} disabled onValueChange={onValueChange} />);
    const thumb = screen.getByRole('slider', {name: 'Volume'});
    expect(thumb).not.toHaveAttribute('tabindex');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '50');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('is named and described by a Field and lays out vertically on request', () => {
    render(
      <Field label="Volume vokal" hint="0 membisukan vokal" error="Terlalu keras">
        <Slider orientation="vertical" defaultValue={[80]} />
      </Field>,
    );
    const thumb = screen.getByRole('slider', {name: 'Volume vokal'});
    expect(thumb).toHaveAttribute('aria-orientation', 'vertical');
    expect(thumb).toHaveAttribute('aria-invalid', 'true');
    expect(thumb).toHaveAccessibleDescription('0 membisukan vokal Terlalu keras');
  });
});

describe('Slider in the server render', () => {
  it('draws each thumb where the value sits, as Radix will once the browser has hydrated it', () => {
    const html = renderToString(
      <TestIntlProvider>
        <Slider label="Acuan A4" min={415} max={466} value={[440]} />
      </TestIntlProvider>,
    );
    const percent = ((440 - 415) / 51) * 100;
    expect(html).toContain(`left:calc(${percent}% + var(--_thumb) / 2 * ${1 - percent / 50})`);
    expect(html).toContain('class="nada-slider__thumb"');
  });
});

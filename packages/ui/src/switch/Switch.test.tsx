import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Field} from '../field';
import {render} from '../testing';
import {Switch} from './Switch';

describe('Switch', () => {
  it('turns on and off with Space, Enter and its label, uncontrolled', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Switch description="Putar lagu berikutnya otomatis" onCheckedChange={onCheckedChange}>
        Putar otomatis
      </Switch>,
    );
    const toggle = screen.getByRole('switch', {name: 'Putar otomatis'});
    expect(toggle).toHaveAccessibleDescription('Putar lagu berikutnya otomatis');
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAttribute('data-state', 'checked');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByText('Putar otomatis'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('follows its checked prop when controlled', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Switch checked={on} onCheckedChange={setOn}>
            Metronom
          </Switch>
          <output>{on ? 'on' : 'off'}</output>
        </>
      );
    }
    render(<Controlled />);
    const toggle = screen.getByRole('switch', {name: 'Metronom'});
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('off');
  });

  it('exposes the label position', () => {
    render(<Switch labelPosition="start">Mode gelap</Switch>);
    expect(screen.getByRole('switch', {name: 'Mode gelap'}).parentElement).toHaveAttribute(
      'data-label-position',
      'start',
    );
  });

  it('cannot be switched when disabled, alone or through a Field', async () => {
    render(
      <>
        <Switch disabled>Satu</Switch>
        <Field label="Dua" disabled>
          <Switch />
        </Field>
      </>,
    );
    for (const name of ['Satu', 'Dua']) {
      const toggle = screen.getByRole('switch', {name});
      expect(toggle).toBeDisabled();
      await userEvent.click(toggle);
      expect(toggle).not.toBeChecked();
    }
  });
});

import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Field} from '../field';
import {render} from '../testing';
import {RadioGroup} from './RadioGroup';

const stems = [
  {value: '2', label: '2 stem', description: 'Vokal dan iringan'},
  {value: '4', label: '4 stem', description: 'Vokal, drum, bas, lainnya'},
  {value: '5', label: '5 stem', disabled: true},
];

describe('RadioGroup', () => {
  it('names each choice by its label, describes it, and moves the choice with arrow keys', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup aria-label="Jumlah stem" options={stems} defaultValue="2" onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('radiogroup', {name: 'Jumlah stem'})).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    const two = screen.getByRole('radio', {name: '2 stem'});
    const four = screen.getByRole('radio', {name: '4 stem'});
    expect(two).toBeChecked();
    expect(four).toHaveAccessibleDescription('Vokal, drum, bas, lainnya');

    await userEvent.tab();
    expect(two).toHaveFocus();
    // Radix checks the radio that takes focus while an arrow key is held, as it is in a browser.
    await userEvent.keyboard('{ArrowDown>}');
    await userEvent.keyboard('{/ArrowDown}');
    expect(four).toHaveFocus();
    expect(four).toBeChecked();
    expect(four).toHaveAttribute('data-state', 'checked');
    expect(two).not.toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('4');
  });

  it('skips a disabled choice and wraps around', async () => {
    render(<RadioGroup aria-label="Jumlah stem" options={stems} defaultValue="4" />);
    expect(screen.getByRole('radio', {name: '5 stem'})).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown>}');
    await userEvent.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', {name: '2 stem'})).toHaveFocus();
    expect(screen.getByRole('radio', {name: '2 stem'})).toBeChecked();
  });

  it('follows its value when controlled and exposes variant and orientation', async () => {
    function Controlled() {
      const [value, setValue] = useState('4');
      return (
        <>
          <RadioGroup
            aria-label="Jumlah stem"
            options={stems}
            value={value}
            onValueChange={setValue}
            variant="cards"
            orientation="horizontal"
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    const group = screen.getByRole('radiogroup', {name: 'Jumlah stem'});
    expect(group).toHaveAttribute('data-variant', 'cards');
    expect(group).toHaveAttribute('data-orientation', 'horizontal');
    await userEvent.click(screen.getByText('Vokal dan iringan'));
    expect(screen.getByRole('radio', {name: '2 stem'})).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  // Issue 42: the minus-one page's stem and format cards, side by side on a wide screen, stack on a
  // phone, where Up and Down are the keys a person reaches for.
  it.each(['horizontal', 'vertical'] as const)(
    'moves with all four arrow keys when %s, as a native radio group does',
    async (orientation) => {
      const onValueChange = vi.fn();
      const choices = stems.slice(0, 2);
      render(
        <RadioGroup
          aria-label="Jumlah stem"
          options={choices}
          defaultValue="2"
          variant="cards"
          orientation={orientation}
          onValueChange={onValueChange}
        />,
      );
      expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-orientation', orientation);
      const two = screen.getByRole('radio', {name: '2 stem'});
      const four = screen.getByRole('radio', {name: '4 stem'});
      await userEvent.tab();
      expect(two).toHaveFocus();
      for (const [key, expected] of [
        ['ArrowDown', four],
        ['ArrowUp', two],
        ['ArrowRight', four],
        ['ArrowLeft', two],
      ] as const) {
        await userEvent.keyboard(`{${key}>}`);
        await userEvent.keyboard(`{/${key}}`);
        expect(expected).toHaveFocus();
        expect(expected).toBeChecked();
      }
      expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['4', '2', '4', '2']);
    },
  );

  it('cannot be changed when disabled', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup aria-label="Jumlah stem" options={stems} disabled onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', {name: '4 stem'}));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('data-disabled');
  });

  it('is named by a Field label and takes its error and required state', () => {
    render(
      <Field label="Pisahkan menjadi" error="Pilih jumlah stem" required>
        <RadioGroup options={stems} />
      </Field>,
    );
    const group = screen.getByRole('radiogroup', {name: 'Pisahkan menjadi'});
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('data-invalid');
    expect(group).toHaveAccessibleDescription('Pilih jumlah stem');
  });
});

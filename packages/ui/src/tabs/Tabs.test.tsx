import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {Tabs, TabsContent, TabsList, TabsTrigger} from './Tabs';
import {musicIcon} from '../icon';

function SongTabs(props: {value?: string; onValueChange?: (value: string) => void; defaultValue?: string}) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Lagu" variant="pills">
        <TabsTrigger value="minus-one" icon={musicIcon}>
          Minus one
        </TabsTrigger>
        <TabsTrigger value="vocals">Vokal</TabsTrigger>
        <TabsTrigger value="lyrics" disabled>
          Lirik
        </TabsTrigger>
        <TabsTrigger value="stems" badge={1200}>
          Stem
        </TabsTrigger>
      </TabsList>
      <TabsContent value="minus-one">Panel minus one</TabsContent>
      <TabsContent value="vocals">Panel vokal</TabsContent>
      <TabsContent value="lyrics">Panel lirik</TabsContent>
      <TabsContent value="stems">Panel stem</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the chosen tab and exposes the list variant', () => {
    render(<SongTabs defaultValue="minus-one" />);
    expect(screen.getByRole('tablist', {name: 'Lagu'})).toHaveAttribute('data-variant', 'pills');
    const tab = screen.getByRole('tab', {name: 'Minus one'});
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', {name: 'Minus one'})).toHaveTextContent('Panel minus one');
    expect(screen.queryByText('Panel vokal')).not.toBeInTheDocument();
  });

  it('moves the selection with the arrow keys, skipping a disabled tab and wrapping around', async () => {
    render(<SongTabs defaultValue="minus-one" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', {name: 'Minus one'})).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const vocals = screen.getByRole('tab', {name: 'Vokal'});
    expect(vocals).toHaveFocus();
    expect(vocals).toHaveAttribute('aria-selected', 'true');
    expect(vocals).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tab', {name: 'Minus one'})).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel vokal');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', {name: 'Stem 1.200'})).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', {name: 'Lirik'})).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', {name: 'Minus one'})).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', {name: /Stem/})).toHaveFocus();
  });

  it('does not select a disabled tab on click', async () => {
    render(<SongTabs defaultValue="minus-one" />);
    const lyrics = screen.getByRole('tab', {name: 'Lirik'});
    expect(lyrics).toBeDisabled();
    await userEvent.click(lyrics);
    expect(lyrics).toHaveAttribute('aria-selected', 'false');
    expect(screen.queryByText('Panel lirik')).not.toBeInTheDocument();
  });

  it('formats the badge count for the locale', () => {
    render(<SongTabs defaultValue="minus-one" />, {locale: 'en'});
    expect(screen.getByRole('tab', {name: 'Stem 1,200'})).toBeInTheDocument();
  });

  it('follows a controlled value', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('vocals');
      return (
        <SongTabs
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', {name: 'Vokal'})).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', {name: /Stem/}));
    expect(onValueChange).toHaveBeenCalledWith('stems');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel stem');
  });

  it('stays on a fixed value when the parent ignores changes', async () => {
    render(<SongTabs value="vocals" />);
    await userEvent.click(screen.getByRole('tab', {name: 'Minus one'}));
    expect(screen.getByRole('tab', {name: 'Vokal'})).toHaveAttribute('aria-selected', 'true');
  });
});

import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {renderWizard} from './test/render';
import {useWizard} from './useWizard';
import {Wizard} from './Wizard';

function Flow({ready = true, onStart}: {ready?: boolean; onStart?: () => void}) {
  return (
    <Wizard.Root canGoNext={{source: ready}}>
      <Wizard.Steps />
      <Wizard.Step id="source" title="Pilih lagu">
        <p>Isi sumber</p>
      </Wizard.Step>
      <Wizard.Step id="options" title="Atur hasil">
        <p>Isi pengaturan</p>
      </Wizard.Step>
      <Wizard.Step id="progress" title="Sedang diproses" />
      <Wizard.Step id="preview" title="Hasilmu" />
      <Wizard.Actions>
        <Wizard.Back />
        <Wizard.Next
          onClick={(event) => {
            if (!onStart) return;
            event.preventDefault();
            onStart();
          }}
        />
      </Wizard.Actions>
    </Wizard.Root>
  );
}

describe('Wizard', () => {
  it('lists the steps in order, marks the current one and checks the finished ones', async () => {
    renderWizard(<Flow />);
    const list = screen.getByRole('list', {name: 'Langkah'});
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1Sumber', '2Pengaturan', '3Proses', '4Hasil']);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).not.toHaveAttribute('aria-current');

    await userEvent.click(screen.getByRole('button', {name: 'Lanjut'}));
    expect(items[0]).toHaveAttribute('data-state', 'complete');
    expect(items[0]).toHaveTextContent('Sumber (selesai)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Langkah 2 dari 4')).toBeInTheDocument();
  });

  it('shows only the current step, named by its heading', async () => {
    renderWizard(<Flow />);
    expect(screen.getByRole('region', {name: 'Pilih lagu'})).toHaveTextContent('Isi sumber');
    expect(screen.queryByText('Isi pengaturan')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Lanjut'}));
    expect(screen.queryByText('Isi sumber')).not.toBeInTheDocument();
    expect(screen.getByRole('region', {name: 'Atur hasil'})).toBeInTheDocument();
  });

  it('moves focus to the new step heading after a change, not when it first appears', async () => {
    renderWizard(<Flow />);
    expect(screen.getByRole('heading', {name: 'Pilih lagu'})).not.toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', {name: 'Lanjut'})).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', {level: 2, name: 'Atur hasil'})).toHaveFocus();
    // From the heading, Tab goes on into the step and then to the buttons.
    await userEvent.tab();
    expect(screen.getByRole('button', {name: 'Kembali'})).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('heading', {name: 'Pilih lagu'})).toHaveFocus();
  });

  it('hides Back on the first step and Next on the last', async () => {
    renderWizard(<Flow />);
    expect(screen.queryByRole('button', {name: 'Kembali'})).not.toBeInTheDocument();
    for (let step = 0; step < 3; step += 1) {
      await userEvent.click(screen.getByRole('button', {name: 'Lanjut'}));
    }
    expect(screen.getByRole('heading', {name: 'Hasilmu'})).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Lanjut'})).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Kembali'})).toBeEnabled();
  });

  it('disables Next while the guard says no', () => {
    renderWizard(<Flow ready={false} />);
    expect(screen.getByRole('button', {name: 'Lanjut'})).toBeDisabled();
  });

  it('stays put when an onClick prevents the move (to send a job first)', async () => {
    const onStart = vi.fn();
    renderWizard(<Flow onStart={onStart} />);
    await userEvent.click(screen.getByRole('button', {name: 'Lanjut'}));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', {name: 'Pilih lagu'})).toBeInTheDocument();
  });

  it('follows a controlled value and lets custom parts drive it through useWizard', async () => {
    const onValueChange = vi.fn();
    function Start() {
      const wizard = useWizard();
      return (
        <button type="button" onClick={() => wizard.goTo('progress')}>
          Mulai
        </button>
      );
    }
    function Controlled() {
      const [step, setStep] = useState('options');
      return (
        <Wizard.Root
          steps={[{id: 'link', label: 'Tautan'}, 'options', 'progress']}
          value={step}
          onValueChange={(next) => {
            onValueChange(next);
            setStep(next);
          }}
        >
          <Wizard.Steps />
          <Wizard.Step id="options" title="Pilih yang dibuat">
            <Start />
          </Wizard.Step>
          <Wizard.Step id="progress" title="Memproses" headingLevel={3} />
        </Wizard.Root>
      );
    }
    renderWizard(<Controlled />, {locale: 'en'});
    expect(screen.getByRole('listitem', {current: 'step'})).toHaveTextContent('Options');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Tautan (done)');
    await userEvent.click(screen.getByRole('button', {name: 'Mulai'}));
    expect(onValueChange).toHaveBeenCalledWith('progress');
    expect(screen.getByRole('heading', {level: 3, name: 'Memproses'})).toHaveFocus();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  });
});

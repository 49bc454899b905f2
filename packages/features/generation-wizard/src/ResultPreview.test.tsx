import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {ResultPreview} from './ResultPreview';
import {renderWizard} from './test/render';

describe('ResultPreview', () => {
  it('is a region named by its title with the meta line, the player and the actions', () => {
    renderWizard(
      <ResultPreview
        title="Bengawan Solo (minus one)"
        meta="3:41 · C mayor · 92 BPM"
        actions={<button type="button">Unduh</button>}
      >
        <div>Pemutar</div>
      </ResultPreview>,
    );
    const region = screen.getByRole('region', {name: 'Bengawan Solo (minus one)'});
    expect(screen.getByRole('heading', {level: 3, name: 'Bengawan Solo (minus one)'})).toBeInTheDocument();
    expect(region).toHaveTextContent('3:41 · C mayor · 92 BPM');
    expect(region).toHaveTextContent('Pemutar');
    expect(screen.getByRole('button', {name: 'Unduh'})).toBeInTheDocument();
  });

  it('takes another heading level', () => {
    renderWizard(<ResultPreview title="Hasil" headingLevel={2} />);
    expect(screen.getByRole('heading', {level: 2, name: 'Hasil'})).toBeInTheDocument();
  });
});

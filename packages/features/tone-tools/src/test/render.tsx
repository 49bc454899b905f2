import generationWizardEn from '@nada/generation-wizard/lang/en.json';
import generationWizardId from '@nada/generation-wizard/lang/id.json';
import jobsEn from '@nada/jobs/lang/en.json';
import jobsId from '@nada/jobs/lang/id.json';
import {mergeCatalogs, render, uiCatalogs, type TestRenderOptions} from '@nada/ui/testing';
import waveformEn from '@nada/waveform/lang/en.json';
import waveformId from '@nada/waveform/lang/id.json';
import type {ReactElement} from 'react';
import en from '../../lang/en.json';
import id from '../../lang/id.json';

/** The merged catalogs of @nada/ui, the packages the file tools compose and this package, as the app merges them. */
export const catalogs = mergeCatalogs(
  uiCatalogs,
  {id: waveformId, en: waveformEn},
  {id: jobsId, en: jobsEn},
  {id: generationWizardId, en: generationWizardEn},
  {id, en},
);

/** Renders with the catalogs of a locale (Indonesian by default); a missing message fails the test. */
export function renderToneTools(ui: ReactElement, options: TestRenderOptions = {}) {
  return render(ui, {catalogs, ...options});
}

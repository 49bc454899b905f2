import {mergeCatalogs, render, uiCatalogs, type TestRenderOptions} from '@nada/ui/testing';
import generationWizardEn from '@nada/generation-wizard/lang/en.json';
import generationWizardId from '@nada/generation-wizard/lang/id.json';
import jobsEn from '@nada/jobs/lang/en.json';
import jobsId from '@nada/jobs/lang/id.json';
import playerEn from '@nada/player/lang/en.json';
import playerId from '@nada/player/lang/id.json';
import playlistEn from '@nada/playlist/lang/en.json';
import playlistId from '@nada/playlist/lang/id.json';
import type {ReactElement} from 'react';
import en from '../../lang/en.json';
import id from '../../lang/id.json';

/** The merged catalogs of @nada/ui, the packages the flows compose and this package, as the app merges them. */
export const catalogs = mergeCatalogs(
  uiCatalogs,
  {id: playerId, en: playerEn},
  {id: jobsId, en: jobsEn},
  {id: playlistId, en: playlistEn},
  {id: generationWizardId, en: generationWizardEn},
  {id, en},
);

/** Renders with the catalogs of a locale (Indonesian by default); a missing message fails the test. */
export function renderGenerateAi(ui: ReactElement, options: TestRenderOptions = {}) {
  return render(ui, {catalogs, ...options});
}

import jobsEn from '@nada/jobs/lang/en.json';
import jobsId from '@nada/jobs/lang/id.json';
import {mergeCatalogs, render, uiCatalogs, type TestRenderOptions} from '@nada/ui/testing';
import type {ReactElement} from 'react';
import en from '../../lang/en.json';
import id from '../../lang/id.json';

/** The merged catalogs of @nada/ui, @nada/jobs (the export's progress) and this package, as the app merges them. */
export const catalogs = mergeCatalogs(uiCatalogs, {id: jobsId, en: jobsEn}, {id, en});

/** Renders with the catalogs of a locale (Indonesian by default); a missing message fails the test. */
export function renderPlaylist(ui: ReactElement, options: TestRenderOptions = {}) {
  return render(ui, {catalogs, ...options});
}

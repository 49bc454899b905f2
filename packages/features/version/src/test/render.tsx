import {mergeCatalogs, render, uiCatalogs, type TestRenderOptions} from '@nada/ui/testing';
import type {ReactElement} from 'react';
import en from '../../lang/en.json';
import id from '../../lang/id.json';

/** The merged catalogs of @nada/ui and this package, as the app merges them. */
export const catalogs = mergeCatalogs(uiCatalogs, {id, en});

/** Renders with the catalogs of a locale (Indonesian by default); a missing message fails the test. */
export function renderVersion(ui: ReactElement, options: TestRenderOptions = {}) {
  return render(ui, {catalogs, ...options});
}

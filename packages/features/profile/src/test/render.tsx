import {mergeCatalogs, render, uiCatalogs, type TestRenderOptions} from '@nada/ui/testing';
import type {ReactElement} from 'react';
import authEn from '@nada/auth-forms/lang/en.json';
import authId from '@nada/auth-forms/lang/id.json';
import en from '../../lang/en.json';
import id from '../../lang/id.json';

/** The merged catalogs of @nada/ui, @nada/auth-forms and this package, as the app merges them. */
export const catalogs = mergeCatalogs(uiCatalogs, {id: authId, en: authEn}, {id, en});

/** Renders with the catalogs of a locale (Indonesian by default); a missing message fails the test. */
export function renderProfile(ui: ReactElement, options: TestRenderOptions = {}) {
  return render(ui, {catalogs, ...options});
}

/** An error as Firebase or the app's API client throws it: a message and a stable `code`. */
export function codedError(code: string): Error & {code: string} {
  return Object.assign(new Error(`Error (${code}).`), {code});
}

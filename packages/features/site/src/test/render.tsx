import {mergeCatalogs, render, uiCatalogs, type TestRenderOptions} from '@nada/ui/testing';
import type {ReactElement} from 'react';
import consentEn from '@nada/consent/lang/en.json';
import consentId from '@nada/consent/lang/id.json';
import pricingTableEn from '@nada/pricing-table/lang/en.json';
import pricingTableId from '@nada/pricing-table/lang/id.json';
import en from '../../lang/en.json';
import id from '../../lang/id.json';

/** The merged catalogs of @nada/ui, the packages the site composes and this package, as the app merges them. */
export const catalogs = mergeCatalogs(
  uiCatalogs,
  {id: consentId, en: consentEn},
  {id: pricingTableId, en: pricingTableEn},
  {id, en},
);

/** Renders with the catalogs of a locale (Indonesian by default); a missing message fails the test. */
export function renderSite(ui: ReactElement, options: TestRenderOptions = {}) {
  return render(ui, {catalogs, ...options});
}

export {mergeCatalogs, render, TestIntlProvider, uiCatalogs} from './render';
export type {TestCatalogs, TestIntlProviderProps, TestLocale, TestRenderOptions} from './render';

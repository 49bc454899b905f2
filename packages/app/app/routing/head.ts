import {LOCALES, LOCALE_TAGS, withLocale, type Locale} from './locales';

/** The tags every page carries in its server HTML: title, description, alternates, canonical, Open Graph. */
export interface PageHead {
  title: string;
  description: string;
  locale: Locale;
  /** The path of the page being rendered (with or without locale prefix). */
  pathname: string;
  /** The public origin, e.g. https://nada.example (no trailing slash). */
  origin: string;
  /** Absolute or root-relative URL of the sharing image. @default '/og-image.png' */
  image?: string;
}

/** React Router meta descriptors for a page. */
export function headTags({title, description, locale, pathname, origin, image = '/og-image.png'}: PageHead) {
  const url = (l: Locale) => `${origin}${withLocale(pathname, l)}`;
  const other = LOCALES.filter((l) => l !== locale);
  return [
    {title},
    {name: 'description', content: description},
    {tagName: 'link', rel: 'canonical', href: url(locale)},
    ...LOCALES.map((l) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LOCALE_TAGS[l].language,
      href: url(l),
    })),
    {tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('id')},
    {property: 'og:type', content: 'website'},
    {property: 'og:site_name', content: 'Nada'},
    {property: 'og:title', content: title},
    {property: 'og:description', content: description},
    {property: 'og:url', content: url(locale)},
    {property: 'og:image', content: image.startsWith('http') ? image : `${origin}${image}`},
    {property: 'og:locale', content: LOCALE_TAGS[locale].og},
    ...other.map((l) => ({property: 'og:locale:alternate', content: LOCALE_TAGS[l].og})),
    {name: 'twitter:card', content: 'summary_large_image'},
  ];
}

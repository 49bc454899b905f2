import type {ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {Link as RouterLink} from 'react-router';
import {Link} from '@nada/ui';
import {OPERATOR} from '../content/legal';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import type {RouteName} from '../routing/routeTable';

type Chunks = ReactNode[];

/** A rich-text tag that links to a named page of the current locale. */
function pageLink(name: RouteName, locale: Locale) {
  function PageLink(chunks: Chunks) {
    return (
      <Link asChild>
        <RouterLink to={localePath(name, locale)}>{chunks}</RouterLink>
      </Link>
    );
  }
  return PageLink;
}

/**
 * The tags and addresses shared by long texts (legal documents, the FAQ): `<b>`, mailto links to
 * the addresses in {@link OPERATOR}, and links to pages by route name in the current locale.
 */
export function useRichTextValues() {
  const intl = useIntl();
  const locale: Locale = intl.locale === 'en' ? 'en' : 'id';
  return {
    b: (chunks: Chunks) => <strong>{chunks}</strong>,
    privacyMail: (chunks: Chunks) => <Link href={`mailto:${OPERATOR.privacyEmail}`}>{chunks}</Link>,
    supportMail: (chunks: Chunks) => <Link href={`mailto:${OPERATOR.supportEmail}`}>{chunks}</Link>,
    privacyEmail: OPERATOR.privacyEmail,
    supportEmail: OPERATOR.supportEmail,
    website: OPERATOR.website,
    privacyLink: pageLink('privacy_policy', locale),
    termsLink: pageLink('term_and_condition', locale),
    supportLink: pageLink('support', locale),
    pricingLink: pageLink('detail_pricing', locale),
    profileLink: pageLink('v3-profile', locale),
    historyLink: pageLink('v3-minusone-history', locale),
  };
}

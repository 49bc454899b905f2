import {useIntl} from 'react-intl';

/** Story-only text in both languages, following the Storybook locale toolbar. Not exported from the package. */
export function T({id, en}: {id: string; en: string}) {
  return <>{useStoryText()(id, en)}</>;
}

/** Picks the Indonesian or English story text for the current locale. */
export function useStoryText(): (id: string, en: string) => string {
  const {locale} = useIntl();
  return (idText, enText) => (locale.startsWith('en') ? enText : idText);
}

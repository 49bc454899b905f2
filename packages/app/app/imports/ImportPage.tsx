import {StepPage, type StepPageProps} from '../components/StepPage';

/** The three pages of making something from a video link. */
export type ImportRoute = 'v3-generate_fr_yt' | 'v3-generate_fr_yt-option' | 'v3-generate_fr_yt-preview_file';

/** Props of {@link ImportPage}: a {@link StepPageProps} of one of its routes. */
export type ImportPageProps = Omit<StepPageProps, 'route' | 'className'> & {route: ImportRoute};

/** A page of the video-link flow: its texts, its heading and lead from the page messages, then the step. */
export function ImportPage(props: ImportPageProps) {
  return <StepPage {...props} className="page-generate-from-link" />;
}

import {StepPage, type StepPageProps} from '../components/StepPage';

/** The two pages of AI generation. */
export type GenerateRoute = 'v3-generate_ai' | 'v3-generate_ai-list';

/** Props of {@link GeneratePage}: a {@link StepPageProps} of one of its routes. */
export type GeneratePageProps = Omit<StepPageProps, 'route' | 'className'> & {route: GenerateRoute};

/** A page of AI generation: its texts, its heading and lead from the page messages, then the step. */
export function GeneratePage(props: GeneratePageProps) {
  return <StepPage {...props} className="page-generate-ai" />;
}

import type {HomeLinkComponentProps, HomeLinkOptions} from './types';

/** The app's router link when it gives one, else a plain `<a>`; takes the props `asChild` parents pass. */
export function HomeLink({linkComponent: Component, ...props}: HomeLinkComponentProps & HomeLinkOptions) {
  return Component ? <Component {...props} /> : <a {...props} />;
}

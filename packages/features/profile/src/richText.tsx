import type {ReactNode} from 'react';

/** Rich-text tags the package's messages use. */
export const richText = {
  b: (chunks: ReactNode[]) => <strong className="nada-profile__strong">{chunks}</strong>,
};

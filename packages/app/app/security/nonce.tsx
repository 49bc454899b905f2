import {createContext, useContext, type ReactNode} from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** Hands the response's CSP nonce to the document's own inline scripts (server render only). */
export function NonceProvider({nonce, children}: {nonce: string; children: ReactNode}) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/**
 * The CSP nonce of the server response, for an inline `<script>`; undefined in the browser, where
 * the attribute is hidden anyway and no inline script is added after the first render.
 */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

import type { SsrVisitor } from '@arsamezat/shared/site/ssr';
import { createContext } from 'react';

/**
 * Who the server drew this page for (decision 063): 'member' when the request carried a
 * session cookie, 'guest' when it did not; null on a page the browser draws itself. Read only
 * while the page hydrates (`useAuth`): afterwards the session itself decides.
 */
export const PageVisitorContext = createContext<SsrVisitor | null>(null);

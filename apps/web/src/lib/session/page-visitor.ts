import type { SessionUser } from '@arsamezat/shared/accounts/session';
import type { SsrVisitor } from '@arsamezat/shared/site/ssr';
import { createContext } from 'react';

/**
 * Who the server drew this page for (decisions 063, 095): a guest, or a member — with `user`
 * when the server read their session and drew the page for them, without it when it could not
 * (their parts then show they are getting ready). Null on a page the browser draws itself. Read
 * only while the page hydrates (`useAuth`): afterwards the session itself decides.
 */
export type PageVisitor = { visitor: SsrVisitor; user: SessionUser | null };

export const PageVisitorContext = createContext<PageVisitor | null>(null);

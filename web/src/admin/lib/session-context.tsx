import type { AdminUser, Locale, SessionResponse } from '@ristorante/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AdminClient, SessionEndedError } from './admin-client';

/**
 * Where the staff member stands: being checked, signed in (with who), signed out (never signed in, the session
 * ended under them, or they logged out: the login page says which), or not known because the server cannot
 * be reached.
 */
export type SessionState =
  | { status: 'checking' }
  | { status: 'signed-in'; user: AdminUser }
  | { status: 'signed-out'; reason: 'not-signed-in' | 'ended' | 'logged-out' }
  | { status: 'unreachable' };

interface Session {
  state: SessionState;
  client: AdminClient;
  /** Asks the server again (GET /api/admin/session). */
  check: () => Promise<void>;
  signedIn: (user: AdminUser, csrfToken: string) => void;
  /** Revokes the session on the server; resolves with the failure when that did not work. */
  signOut: () => Promise<{ ok: true } | { ok: false; error: unknown }>;
}

const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside SessionProvider');
  return session;
}

/** The admin client of the signed-in session, for the dashboard's calls. */
export const useAdminClient = () => useSession().client;

interface SessionProviderProps {
  locale: Locale;
  children: ReactNode;
}

/**
 * One session for the whole dashboard, and the one AdminClient that carries it (docs/decisions.md 69). When the
 * client finds the session over, every cached answer is dropped: the next person at the tablet sees nothing.
 */
export function SessionProvider({ locale, children }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ status: 'checking' });
  // The client outlives a change of language; it reads the current one for each call.
  const localeRef = useRef(locale);
  localeRef.current = locale;

  const [client] = useState(
    () =>
      new AdminClient({
        locale: () => localeRef.current,
        onSessionEnded: () => {
          queryClient.clear();
          setState((current) => (current.status === 'signed-out' ? current : { status: 'signed-out', reason: 'ended' }));
        },
      }),
  );

  const check = useCallback(async () => {
    try {
      const response = await fetch('/api/admin/session', { cache: 'no-store', headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`session check answered ${response.status}`);
      const session = (await response.json()) as SessionResponse;
      if (session.authenticated) client.resume();
      setState(
        session.authenticated ? { status: 'signed-in', user: session.user } : { status: 'signed-out', reason: 'not-signed-in' },
      );
    } catch {
      setState({ status: 'unreachable' });
    }
  }, [client]);

  useEffect(() => {
    void check();
  }, [check]);

  const signedIn = useCallback(
    (user: AdminUser, csrfToken: string) => {
      client.resume(csrfToken);
      setState({ status: 'signed-in', user });
    },
    [client],
  );

  const signOut = useCallback(async (): Promise<{ ok: true } | { ok: false; error: unknown }> => {
    try {
      await client.request('/api/admin/logout', { method: 'POST' });
    } catch (error) {
      // A session already over is as good as signed out; otherwise nothing was revoked, and staff stay in.
      if (!(error instanceof SessionEndedError)) return { ok: false, error };
    }
    client.close();
    queryClient.clear();
    setState({ status: 'signed-out', reason: 'logged-out' });
    return { ok: true };
  }, [client, queryClient]);

  const session = useMemo(() => ({ state, client, check, signedIn, signOut }), [state, client, check, signedIn, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

import { authMessages, type Locale } from '@ristorante/contracts';
import { ApiError, apiErrorOf } from '../../lib/api';

/** The session is over (signed out elsewhere, revoked, or the refresh was refused): back to the login page. */
export class SessionEndedError extends ApiError {
  constructor() {
    super(401, undefined);
  }
}

/** The server could not be reached at all (no answer): the dashboard says so and keeps what was typed. */
export class UnreachableError extends ApiError {
  constructor() {
    super(0, undefined);
  }
}

export interface AdminRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/** `raced`: another tab refreshed the same session at that moment (409); its new cookies serve this tab too. */
type RefreshOutcome = 'refreshed' | 'raced' | 'ended';

const unsafe = (method: string) => method !== 'GET' && method !== 'HEAD';

/** Whether a 403 is the guard's refusal of the CSRF token (rather than, say, a role's). */
const isCsrfRefusal = async (response: Response) => (await apiErrorOf(response.clone())).message === authMessages.csrfRequired;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every call the dashboard makes (docs/decisions.md 69): in the staff's language, never from a cache, with the
 * session's CSRF token on every change. An expired access token (401) is refreshed silently, by one refresh
 * however many calls failed at once, and each failed call is then sent once more; a refused refresh ends the
 * session (`onSessionEnded`), and the call fails with SessionEndedError, as does every call after it until
 * the session is resumed (signed in again).
 */
export class AdminClient {
  private csrfToken: string | undefined;
  private refreshing: Promise<RefreshOutcome> | undefined;
  /** Counts finished refreshes: a call sent before the latest one retries with its cookies, not a new refresh. */
  private generation = 0;
  /** The session ended: calls fail at once rather than each asking for a refresh that will be refused. */
  private ended = false;

  constructor(
    private readonly options: {
      locale: () => Locale;
      onSessionEnded: () => void;
    },
  ) {}

  /**
   * A session begins (signed in: the login answer carries its token) or is found live again (a reload, a
   * sign-in in another tab): calls go out again, the token fetched with GET /api/admin/csrf when unknown.
   */
  resume(csrfToken?: string): void {
    this.ended = false;
    this.csrfToken = csrfToken;
  }

  /** Signed out: the token is forgotten and calls fail until the next session. */
  close(): void {
    this.ended = true;
    this.csrfToken = undefined;
  }

  /** An ok answer, or an ApiError (SessionEndedError when the session is over, UnreachableError offline). */
  async request(path: string, request: AdminRequest = {}): Promise<Response> {
    if (this.ended) throw new SessionEndedError();
    const method = request.method ?? 'GET';
    if (unsafe(method) && !this.csrfToken) await this.loadCsrfToken();
    const sentIn = this.generation;
    let response = await this.send(path, request);
    if (response.status === 401) {
      response = await this.afterExpiry(path, request, sentIn);
    } else if (response.status === 403 && unsafe(method) && (await isCsrfRefusal(response))) {
      // Another tab signed in anew (a new session, so a new CSRF token): take the current one and try once more.
      await this.loadCsrfToken();
      response = await this.send(path, request);
    }
    if (!response.ok) throw await apiErrorOf(response);
    return response;
  }

  /** A call answered 401: refresh (once for all), then send it again; a refused refresh ends the session. */
  private async afterExpiry(path: string, request: AdminRequest, sentIn: number): Promise<Response> {
    // A refresh finished after this call left: its cookies are there already, only the call is repeated.
    let outcome = this.generation === sentIn ? await this.refreshOnce() : 'refreshed';
    if (outcome === 'ended') throw this.endSession();
    let response = await this.send(path, request);
    // Lost a race to another tab: if its cookies had not landed yet, one more refresh (with them) decides.
    if (response.status === 401 && outcome === 'raced') {
      outcome = await this.refreshOnce();
      if (outcome === 'ended') throw this.endSession();
      response = await this.send(path, request);
    }
    if (response.status === 401) throw this.endSession();
    return response;
  }

  async json<T>(path: string, request: AdminRequest = {}): Promise<T> {
    return (await (await this.request(path, request)).json()) as T;
  }

  /** A staff list: the page's items and the totals the service sends in headers (x-total-count, …). */
  async list<T>(path: string, request: AdminRequest = {}): Promise<{ items: T[]; headers: Headers; total: number }> {
    const response = await this.request(path, request);
    const items = (await response.json()) as T[];
    return { items, headers: response.headers, total: Number(response.headers.get('x-total-count') ?? items.length) };
  }

  private async send(path: string, request: AdminRequest): Promise<Response> {
    const method = request.method ?? 'GET';
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': this.options.locale(),
      // A file upload (FormData) sets its own multipart content type, boundary included.
      ...(request.body === undefined || request.body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      ...(unsafe(method) && this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
      ...request.headers,
    };
    try {
      return await fetch(path, {
        method,
        headers,
        body: request.body === undefined ? null : request.body instanceof FormData ? request.body : JSON.stringify(request.body),
        // Staff must see what is true now, their own changes included, never a kept copy.
        cache: 'no-store',
        credentials: 'same-origin',
        signal: request.signal ?? null,
      });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new UnreachableError();
    }
  }

  /**
   * A file upload that reports its progress (0 to 1), which fetch cannot: XMLHttpRequest, with the same language,
   * CSRF token and one refresh after an expired token as every other call.
   */
  async upload<T>(path: string, form: FormData, onProgress: (share: number) => void, signal?: AbortSignal): Promise<T> {
    if (this.ended) throw new SessionEndedError();
    if (!this.csrfToken) await this.loadCsrfToken();
    const sentIn = this.generation;
    let response = await this.sendWithProgress(path, form, onProgress, signal);
    if (response.status === 401) {
      const outcome = this.generation === sentIn ? await this.refreshOnce() : 'refreshed';
      if (outcome === 'ended') throw this.endSession();
      onProgress(0);
      response = await this.sendWithProgress(path, form, onProgress, signal);
      if (response.status === 401) throw this.endSession();
    }
    if (!response.ok) throw await apiErrorOf(response);
    return (await response.json()) as T;
  }

  private sendWithProgress(
    path: string,
    form: FormData,
    onProgress: (share: number) => void,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', path);
      request.setRequestHeader('accept', 'application/json');
      request.setRequestHeader('accept-language', this.options.locale());
      if (this.csrfToken) request.setRequestHeader('x-csrf-token', this.csrfToken);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onload = () =>
        resolve(
          new Response(request.responseText, {
            status: request.status,
            headers: { 'content-type': request.getResponseHeader('content-type') ?? 'application/json' },
          }),
        );
      request.onerror = () => reject(new UnreachableError());
      request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
      signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send(form);
    });
  }

  private refreshOnce(): Promise<RefreshOutcome> {
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refresh(): Promise<RefreshOutcome> {
    if (this.ended) return 'ended';
    if (!this.csrfToken) await this.loadCsrfToken();
    let response = await this.send('/api/admin/refresh', { method: 'POST' });
    if (response.status === 403 && (await isCsrfRefusal(response))) {
      // This tab still holds an older session's token (another tab signed in anew): the current one decides.
      await this.loadCsrfToken();
      response = await this.send('/api/admin/refresh', { method: 'POST' });
    }
    if (response.ok) {
      this.csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
      this.generation += 1;
      return 'refreshed';
    }
    if (response.status === 409) {
      // The other tab's answer, which sets the cookies, may still be on its way: give it a moment.
      await pause(250);
      this.generation += 1;
      return 'raced';
    }
    if (response.status === 401 || response.status === 403) return 'ended';
    throw await apiErrorOf(response);
  }

  private async loadCsrfToken(): Promise<void> {
    const response = await this.send('/api/admin/csrf', {});
    if (response.status === 401) throw this.endSession();
    if (!response.ok) throw await apiErrorOf(response);
    this.csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
  }

  private endSession(): SessionEndedError {
    this.ended = true;
    this.csrfToken = undefined;
    this.options.onSessionEnded();
    return new SessionEndedError();
  }
}

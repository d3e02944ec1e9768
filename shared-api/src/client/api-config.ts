type ApiConfig = {
  /** Prefix of every call; the portal serves its API under /api. */
  baseUrl: string;
  getToken: () => string | null;
  /** Called when a request that carried a token is answered 401: the session has ended on the server. */
  onSessionEnded: () => void;
  /** The transport; the server's page renderer answers calls in-process instead of over the network. */
  fetch?: typeof fetch;
};

const config: ApiConfig = { baseUrl: '/api', getToken: () => null, onSessionEnded: () => {} };

export function configureApi(next: Partial<ApiConfig>): void {
  Object.assign(config, next);
}

export function apiConfig(): Readonly<ApiConfig> {
  return config;
}

export function authHeaders(): Record<string, string> {
  const token = config.getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

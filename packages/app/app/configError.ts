/**
 * A variable of the app server's environment is invalid; `variable` names it. Worded and named as the
 * API's own `ConfigError`, so the server stops on either with the same one-line message (server.mjs).
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** The environment variable at fault, e.g. 'FIREBASE_API_KEY'. */
  readonly variable: string;

  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.variable = variable;
  }
}

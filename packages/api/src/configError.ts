/** A configuration variable is invalid; `variable` names it. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** The environment variable at fault, e.g. 'PORT'. */
  readonly variable: string;

  constructor(variable: string, message: string) {
    super(message);
    this.variable = variable;
  }
}

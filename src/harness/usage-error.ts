/**
 * Bad input at the harness boundary (a flag, an experiment file, an out dir that
 * does not fit the request). The CLI prints the message (`[where: ]field: problem`)
 * and exits with status 2; library callers can catch it and read the field.
 */
export class UsageError extends Error {
  /** The flag or experiment-file key at fault, e.g. `mode`, `bots[1]`, `shard`. */
  readonly field: string;
  /** The problem, without the field. */
  readonly problem: string;
  /** The file the field is in (an experiment file), if any. */
  readonly where?: string;

  /** @param where the file the field is in, if any */
  constructor(field: string, problem: string, where?: string) {
    super(`${where ? `${where}: ` : ''}${field}: ${problem}`);
    this.name = 'UsageError';
    this.field = field;
    this.problem = problem;
    this.where = where;
  }
}

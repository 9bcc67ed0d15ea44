/**
 * Why a file the user named could not be read, in words, for the one-line refusals of bad
 * input (exit 2): every command and flag that opens a path says the same of the same fault.
 * Node's own messages name the error code and repeat the path
 * (`ENOENT: no such file or directory, open 'PATH'`); these name the path once and the problem.
 * A pure function of the error: the engines' file readers (an Archipelago layout or mission
 * file) use it as the CLI and the harness do.
 */

/**
 * The problem of reading `path` that raised `e`, naming the path: a Node file-system error in
 * words, anything else thrown while reading the file (a JSON parser's error) as the path and
 * its message.
 */
export function fileProblem(path: string, e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT': return `${path} does not exist`;
    case 'ENOTDIR': return `${path} does not exist (a folder on its way is a file)`;
    case 'EISDIR': return `${path} is a folder, not a file`;
    case 'EACCES':
    case 'EPERM': return `cannot read ${path}: permission denied`;
    default: return typeof code === 'string' ? `cannot read ${path}: ${code}` : `${path}: ${e instanceof Error ? e.message : String(e)}`;
  }
}

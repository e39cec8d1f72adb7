// The command line of a script: node:util's parseArgs with the options it declares, strict. A typo is not a
// stack trace and not silently ignored: an unknown option, a missing value or a stray argument stops the
// script with one line saying why, with its usage, and exit code 2. --help (-h) prints the usage.
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

interface CommandLine<Options extends ParseArgsOptionsConfig> {
  /** How the script's lines start: `size: ...`. */
  name: string;
  usage: string;
  options: Options;
  allowPositionals?: boolean;
  /** The arguments; by default the process's. */
  args?: string[];
}

export function readCommandLine<Options extends ParseArgsOptionsConfig>(command: CommandLine<Options>) {
  const { name, usage, options, allowPositionals = false } = command;
  const args = [...(command.args ?? process.argv.slice(2))];
  // `pnpm <script> -- --option` passes the `--` on, which would make every option after it an argument.
  if (args[0] === '--') args.shift();
  try {
    const parsed = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals,
      strict: true,
    });
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage);
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    return refuse(name, usage, (error as Error).message.replace(/\. To specify a positional.*$/s, ''));
  }
}

/** Stops the script with one line: why, and its usage; exit code 2. */
export function refuse(name: string, usage: string, reason: string): never {
  console.error(`${name}: ${reason}; ${usage}`);
  process.exit(2);
}

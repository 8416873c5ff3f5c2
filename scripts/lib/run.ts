import { spawn } from 'node:child_process';

export interface RunOutcome {
  /** Exit code, or null when the process was killed by a signal or could not be started. */
  code: number | null;
  seconds: number;
}

/** Runs a command with the terminal attached, so its progress streams live. */
export function runInherited(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<RunOutcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    const done = (code: number | null) => resolve({ code, seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => {
      process.stderr.write(`Kunde inte starta ${command}: ${error.message}\n`);
      done(null);
    });
    child.on('exit', (code) => done(code));
  });
}

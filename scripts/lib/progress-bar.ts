/**
 * A one-line progress bar on stderr for long commands (catalogue import, seed). On a terminal it redraws
 * in place; in a log (not a TTY) it prints a line every tenth of the way.
 */
export function progressBar(label: string): { update(done: number, total: number): void; done(): void } {
  const tty = process.stderr.isTTY === true;
  let lastTenth = -1;
  const started = performance.now();
  return {
    update(done, total) {
      const share = total > 0 ? Math.min(1, done / total) : 1;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = `${label} [${'#'.repeat(Math.round(share * 30)).padEnd(30, '-')}] ${Math.round(share * 100)} % ${done.toLocaleString('sv-SE')}/${total.toLocaleString('sv-SE')} (${seconds} s)`;
      if (tty) process.stderr.write(`\r${text}`);
      else if (Math.floor(share * 10) > lastTenth) {
        lastTenth = Math.floor(share * 10);
        process.stderr.write(`${text}\n`);
      }
    },
    done() {
      if (tty) process.stderr.write('\n');
    },
  };
}

import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface MachineInfo {
  cpu: string;
  cores: number;
  ramGiB: number;
  node: string;
  os: string;
  date: string;
  /** Other work on the machine slows every start; the reader needs to see how busy it was. */
  load: string;
}

export function machineInfo(): MachineInfo {
  let cpu = os.cpus()[0]?.model ?? 'okänd';
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) cpu = line.split(':')[1]!.trim();
  } catch {
    // Not Linux: os.cpus() already gave a model name.
  }
  return {
    cpu,
    cores: os.availableParallelism(),
    ramGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    date: new Date().toISOString().slice(0, 10),
    load: os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / '),
  };
}

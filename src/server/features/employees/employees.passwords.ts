import { hash, verify } from '@node-rs/argon2';

// 2 is Algorithm.Argon2id; the package's const enum cannot be imported under isolated modules.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real check, so a wrong login and a wrong password cannot be told apart. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('montor-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}

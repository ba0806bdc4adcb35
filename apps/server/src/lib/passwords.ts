import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP's minimum memory/time cost. */
export const PASSWORD_COST = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
let cost: Options = PASSWORD_COST;

/**
 * Test files only (src/test/per-file-setup.ts; a guard in passwords.test.ts keeps it there): hundreds of
 * sign-ups at 19 MiB each cost minutes of CI. A hash carries its own cost, so verifying needs no setting.
 */
export function setPasswordCostForTests(options: Options = PASSWORD_COST): void {
  cost = options;
}

export const hashPassword = (password: string): Promise<string> => hash(password, cost);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when the email is unknown, so a wrong email and a wrong password take as long. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password'));

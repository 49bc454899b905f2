import type {ChildProcess} from 'node:child_process';

/** The Auth emulator's address; firebase.json fixes the port. */
export const AUTH_EMULATOR_HOST: string;

/** Resolves true when an Auth emulator answers at `host`. */
export function isAuthEmulatorUp(host?: string): Promise<boolean>;

/** A running (or reused) Auth emulator; `stop()` ends only one this process started. */
export interface AuthEmulator {
  host: string;
  reused: boolean;
  process?: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the Auth emulator unless one already answers on 9099, and waits until it is ready. */
export function startAuthEmulator(options?: {
  projectId?: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}): Promise<AuthEmulator>;

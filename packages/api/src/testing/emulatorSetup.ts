import {startAuthEmulator} from '../../../../scripts/firebase-emulator.mjs';

/** Vitest global setup: the Auth emulator runs (or is reused) for the whole run. */
export default async function setup() {
  const emulator = await startAuthEmulator({projectId: 'demo-nada'});
  return () => emulator.stop();
}

import {randomUUID} from 'node:crypto';
import type {Api} from '../../server.ts';
import {signUp} from '../../testing/emulatorUsers.ts';
import type {JobView} from '../present.ts';

/** A signed-in emulator user with their local id and Authorization header. */
export interface TestUser {
  id: string;
  headers: {authorization: string};
}

/** Signs a new user up in the emulator and creates their local row through `GET /api/me`; also answers their ID token. */
export async function newUser(api: Api, displayName?: string): Promise<TestUser & {idToken: string}> {
  const {idToken} = await signUp(displayName);
  const headers = {authorization: `Bearer ${idToken}`};
  const me = await api.inject({url: '/api/me', headers});
  if (me.statusCode !== 200) throw new Error(`GET /api/me answered ${me.statusCode}: ${me.body}`);
  return {id: (me.json() as {id: string}).id, idToken, headers};
}

/** A job kind name no other test (or test file sharing the PostgreSQL database) uses. */
export const uniqueKind = () => `test.hash-${randomUUID().slice(0, 8)}`;

/** Polls `GET /api/jobs/:id` until `done(job)` holds; throws after `timeoutMs`. */
export async function waitForJob(
  api: Api,
  user: TestUser,
  jobId: string,
  done: (job: JobView) => boolean,
  timeoutMs = 15_000,
): Promise<JobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await api.inject({url: `/api/jobs/${jobId}`, headers: user.headers});
    const job = response.json() as JobView;
    if (done(job)) return job;
    if (Date.now() > deadline)
      throw new Error(`job ${jobId} still ${job.status} (${job.stage} ${job.percent}%)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Parses a Server-Sent Events body into its events (comments and `retry:` skipped). */
export function parseEvents(body: string): Array<{id: number; event: string; job: JobView}> {
  return body
    .split('\n\n')
    .map(
      (block) =>
        Object.fromEntries(
          block
            .split('\n')
            .filter((line) => /^(id|event|data): /.test(line))
            .map((line) => {
              const at = line.indexOf(': ');
              return [line.slice(0, at), line.slice(at + 2)];
            }),
        ) as Record<string, string>,
    )
    .filter((fields) => fields.data !== undefined)
    .map((fields) => ({
      id: Number(fields.id),
      event: fields.event ?? '',
      job: JSON.parse(fields.data ?? '') as JobView,
    }));
}

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {JobRegistry} from '../jobs/registry.ts';
import type {JobView} from '../jobs/present.ts';
import {hashJobKind} from '../jobs/testing/hashJob.ts';
import {newUser, uniqueKind, waitForJob} from '../jobs/testing/jobTestKit.ts';
import type {TestUser} from '../jobs/testing/jobTestKit.ts';
import {PLANS} from '../plans/plans.ts';
import type {Api} from '../server.ts';
import {makeAudioFixtures} from '../testing/audioFixtures.ts';
import {dialect, testApi} from '../testing/testApi.ts';
import {tusClient} from '../testing/tusClient.ts';
import {creditPeriod} from './store.ts';
import type {CreditBalance} from './present.ts';

const MONTHLY = PLANS.free.monthlyProcessingSeconds;
const SHORT = 2_000;
const LONG = 50_000_000;

let api: Api;
let kind: string;
let close: () => Promise<void>;
beforeAll(async () => {
  kind = uniqueKind();
  const registry = new JobRegistry().registerJobKind(hashJobKind(kind));
  // A plain audio kind with the default estimate: what its input files last.
  const {creditSeconds: _byParams, ...audioKind} = hashJobKind(`${kind}-audio`);
  registry.registerJobKind(audioKind);
  ({api, close} = await testApi({JOB_CONCURRENCY: '4'}, {jobs: {registry, pollMs: 100, shutdownGraceMs: 0}}));
});
afterAll(() => close());

async function submit(user: TestUser, params: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const response = await api.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: user.headers,
    payload: {kind, params, ...extra},
  });
  return {
    status: response.statusCode,
    body: response.json() as JobView & {error: {code: string; message: string}},
  };
}

async function balance(user: TestUser): Promise<CreditBalance> {
  const response = await api.inject({url: '/api/credits', headers: user.headers});
  expect(response.statusCode).toBe(200);
  return response.json() as CreditBalance;
}

async function ledger(jobId: string) {
  const rows = await api.nada.db.kysely
    .selectFrom('credit_ledger')
    .select(['entry', 'seconds'])
    .where('job_id', '=', jobId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => `${row.entry}:${row.seconds}`).sort();
}

const finished = (job: JobView) => ['succeeded', 'failed', 'canceled'].includes(job.status);

describe(`credits (${dialect})`, () => {
  it("answers the caller's monthly balance; anonymous callers get 401", async () => {
    const user = await newUser(api);
    const askedAt = new Date();
    const answer = await balance(user);
    const answeredAt = new Date();
    const [before, after] = [creditPeriod(askedAt), creditPeriod(answeredAt)];
    // The month may turn while the request runs: the answer's period is then the later one.
    const period = answer.periodStart === after.start ? after : before;
    expect(answer).toEqual({
      plan: 'free',
      monthlySeconds: MONTHLY,
      usedSeconds: 0,
      reservedSeconds: 0,
      availableSeconds: MONTHLY,
      periodStart: period.start,
      periodEnd: period.end,
    });
    // The period holds the moment of the request.
    expect(Date.parse(period.end)).toBeGreaterThan(askedAt.getTime());
    expect(Date.parse(period.start)).toBeLessThanOrEqual(answeredAt.getTime());
    const anonymous = await api.inject({url: '/api/credits'});
    expect(anonymous.statusCode).toBe(401);
  });

  it('reserves on submit and charges once on success', async () => {
    const user = await newUser(api);
    const {status, body} = await submit(user, {rounds: SHORT, creditSeconds: 300});
    expect(status).toBe(202);
    const done = await waitForJob(api, user, body.id, finished);
    expect(done.status).toBe('succeeded');
    expect(await ledger(body.id)).toEqual(['charge:300', 'reserve:300']);
    expect(await balance(user)).toMatchObject({
      usedSeconds: 300,
      reservedSeconds: 0,
      availableSeconds: MONTHLY - 300,
    });
  });

  it('holds the reservation while the job runs and releases it on cancel', async () => {
    const user = await newUser(api);
    const {body} = await submit(user, {rounds: LONG, creditSeconds: 600});
    await waitForJob(api, user, body.id, (job) => job.stage === 'hash');
    expect(await balance(user)).toMatchObject({
      usedSeconds: 0,
      reservedSeconds: 600,
      availableSeconds: MONTHLY - 600,
    });
    const cancel = await api.inject({
      method: 'POST',
      url: `/api/jobs/${body.id}/cancel`,
      headers: user.headers,
    });
    expect(cancel.json().status).toBe('canceled');
    expect(await ledger(body.id)).toEqual(['release:600', 'reserve:600']);
    expect(await balance(user)).toMatchObject({
      usedSeconds: 0,
      reservedSeconds: 0,
      availableSeconds: MONTHLY,
    });
  });

  it('releases the reservation of a job that fails', async () => {
    const user = await newUser(api);
    const {body} = await submit(user, {rounds: SHORT, creditSeconds: 120, reject: true});
    const done = await waitForJob(api, user, body.id, finished);
    expect(done.error?.code).toBe('JOB_INPUT_INVALID');
    expect(await ledger(body.id)).toEqual(['release:120', 'reserve:120']);
    expect(await balance(user)).toMatchObject({usedSeconds: 0, availableSeconds: MONTHLY});
  });

  it('refuses a job over the remaining minutes with 402 CREDITS_EXHAUSTED, storing no job', async () => {
    const user = await newUser(api);
    expect((await submit(user, {rounds: SHORT, creditSeconds: MONTHLY - 90})).status).toBe(202);
    const refused = await submit(user, {rounds: SHORT, creditSeconds: 120});
    expect(refused.status).toBe(402);
    expect(refused.body.error).toEqual({
      code: 'CREDITS_EXHAUSTED',
      message: 'This needs 2 minutes of processing; your plan has 1.5 minutes left this month.',
    });
    const jobs = await api.inject({url: '/api/jobs', headers: user.headers});
    expect(jobs.json().items).toHaveLength(1);
    // What is left can still be used, to the second.
    expect((await submit(user, {rounds: SHORT, creditSeconds: 90})).status).toBe(202);
    expect((await balance(user)).availableSeconds).toBe(0);
  });

  it('never goes below zero under many concurrent submissions', async () => {
    const user = await newUser(api);
    const each = 300;
    const attempts = 20;
    // A first job creates the account row and the month's grant, so the concurrent ones below
    // race on the balance itself rather than queueing behind the row's creation.
    const first = await submit(user, {rounds: SHORT, creditSeconds: each});
    await waitForJob(api, user, first.body.id, finished);
    const results = await Promise.all(
      Array.from({length: attempts}, () => submit(user, {rounds: SHORT, creditSeconds: each})),
    );
    const accepted = results.filter((result) => result.status === 202);
    const refused = results.filter((result) => result.status === 402);
    expect(accepted).toHaveLength(MONTHLY / each - 1);
    expect(refused).toHaveLength(attempts - MONTHLY / each + 1);
    expect(refused.every((result) => result.body.error.code === 'CREDITS_EXHAUSTED')).toBe(true);
    for (const {body} of accepted) await waitForJob(api, user, body.id, finished);
    expect(await balance(user)).toMatchObject({
      usedSeconds: MONTHLY,
      reservedSeconds: 0,
      availableSeconds: 0,
    });
    const reserves = await api.nada.db.kysely
      .selectFrom('credit_ledger')
      .select('job_id')
      .where('user_id', '=', user.id)
      .where('entry', '=', 'reserve')
      .execute();
    expect(reserves.map((row) => row.job_id).sort()).toEqual(
      [first, ...accepted].map(({body}) => body.id).sort(),
    );
  });

  it('reserves a job once when it is submitted twice with the same idempotency key', async () => {
    const user = await newUser(api);
    const params = {rounds: SHORT, creditSeconds: 200};
    const [first, second] = await Promise.all([
      submit(user, params, {idempotencyKey: 'once'}),
      submit(user, params, {idempotencyKey: 'once'}),
    ]);
    expect(second.body.id).toBe(first.body.id);
    await waitForJob(api, user, first.body.id, finished);
    expect(await ledger(first.body.id)).toEqual(['charge:200', 'reserve:200']);
    expect((await balance(user)).usedSeconds).toBe(200);
  });

  it("reserves an audio job by its input files' duration", async () => {
    const audio = makeAudioFixtures();
    const signedUp = await newUser(api);
    const token = signedUp.headers.authorization.slice('Bearer '.length);
    const upload = await tusClient(api, token).upload(audio.mp3, 'sine.mp3');
    const file = upload.json().file as {id: string; durationSeconds: number};
    const response = await api.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: signedUp.headers,
      payload: {kind: `${kind}-audio`, params: {rounds: LONG}, inputFileIds: [file.id, file.id]},
    });
    expect(response.statusCode).toBe(202);
    const seconds = Math.ceil(file.durationSeconds * 2);
    expect(seconds).toBeGreaterThanOrEqual(4);
    expect(await ledger(response.json().id)).toEqual([`reserve:${seconds}`]);
    expect((await balance(signedUp)).reservedSeconds).toBe(seconds);
    await api.inject({
      method: 'POST',
      url: `/api/jobs/${response.json().id}/cancel`,
      headers: signedUp.headers,
    });
  });
});

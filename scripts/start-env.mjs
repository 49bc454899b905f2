// What the start command adds to the environment of the embedded default (scripts/start.mjs).

/**
 * The payments of the embedded default: `'sandbox'`, the offline sandbox checkout, so that a
 * newcomer on `./run start` can try the purchase flow, marked as a test payment, and see credits
 * change after it (issue 42: "Payments are not set up on this server yet"). Undefined, leaving
 * payments to the operator, when PAYMENTS is set at all (an empty value turns the sandbox off), in
 * production (the API refuses the sandbox there: `paymentsConfig` in packages/api/src/config.ts),
 * with a real Firebase project, or with a real provider's key.
 * @param {Record<string, string | undefined>} env the environment the server will run with
 * @returns {'sandbox' | undefined}
 */
export function defaultPayments(env) {
  if (env.PAYMENTS !== undefined) return undefined;
  // However spelled (` Production` too), as the API reads it (packages/api/src/config.ts).
  if (/^\s*production\s*$/i.test(env.NODE_ENV ?? '')) return undefined;
  if (!(env.FIREBASE_PROJECT_ID || 'demo-nada').startsWith('demo-')) return undefined;
  if (env.MIDTRANS_SERVER_KEY || env.STRIPE_SECRET_KEY) return undefined;
  return 'sandbox';
}

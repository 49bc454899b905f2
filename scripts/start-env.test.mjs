// Tests of the start command's defaults (scripts/start-env.mjs), with Node's test runner:
//   node --test scripts/start-env.test.mjs
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {defaultPayments} from './start-env.mjs';

test('the embedded default offers the sandbox checkout (issue 42)', () => {
  assert.equal(defaultPayments({}), 'sandbox');
  assert.equal(defaultPayments({FIREBASE_PROJECT_ID: 'demo-nada', NODE_ENV: 'development'}), 'sandbox');
  assert.equal(defaultPayments({FIREBASE_PROJECT_ID: ''}), 'sandbox');
});

test('the operator decides otherwise: PAYMENTS set (empty turns it off), production, a real project or provider', () => {
  assert.equal(defaultPayments({PAYMENTS: ''}), undefined);
  assert.equal(defaultPayments({PAYMENTS: 'sandbox'}), undefined);
  assert.equal(defaultPayments({NODE_ENV: 'production'}), undefined);
  assert.equal(defaultPayments({NODE_ENV: ' Production '}), undefined);
  assert.equal(defaultPayments({FIREBASE_PROJECT_ID: 'nada-prod'}), undefined);
  assert.equal(defaultPayments({MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc'}), undefined);
  assert.equal(defaultPayments({STRIPE_SECRET_KEY: 'sk_test_abc'}), undefined);
});

import {describe, expect, it} from 'vitest';
import {ApiError, notFound, presentError, unauthenticated, validationFailed} from './errors.ts';

describe('presentError', () => {
  it('answers an expected error with its stable code and status', () => {
    expect(presentError(notFound('job'), 'r1')).toEqual({
      status: 404,
      body: {error: {code: 'JOB_NOT_FOUND', message: 'job not found.'}},
    });
    expect(presentError(unauthenticated(), 'r1').status).toBe(401);
  });

  it('includes the fields of a validation error', () => {
    const {status, body} = presentError(validationFailed({stems: 'must be 2 or 4'}), 'r1');
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({stems: 'must be 2 or 4'});
  });

  it('never shows the details of an unexpected error, only a request id', () => {
    const {status, body} = presentError(new Error('password=hunter2 at db.ts:12'), 'req-42');
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(body.error).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side.',
      requestId: 'req-42',
    });
  });

  it('keeps the cause of a wrapped error', () => {
    const cause = new Error('disk full');
    expect(new ApiError('NOT_READY', 503, 'Storage is unavailable.', undefined, {cause}).cause).toBe(cause);
  });
});

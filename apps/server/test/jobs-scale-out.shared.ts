/** The queue both instances of test/jobs-scale-out.test.ts define (the test's and test/job-instance.ts). */
export const SLOW_JOB = 'test.slow';

/** Expires two seconds after it started: an instance that died holding it gives it back that soon. */
export const slowJobQueue = {
  name: SLOW_JOB,
  retryLimit: 2,
  retryDelaySeconds: 0,
  expireInSeconds: 2,
} as const;

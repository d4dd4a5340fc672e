import { describe, expect, it } from 'vitest';
import { analyticsEventName } from './event-names';

describe('analyticsEventName', () => {
  it.each([
    [1043, 'LOGIN'],
    [1494, 'LOGIN_ALTERNATIVE'],
    [1001, 'REGISTRATION_OPENED'],
    [1013, 'REGISTRATION_TO_LOGIN'],
    [10_273, 'USER_NEW'],
    [10_000, 'SUCCESSFULL_BET'],
    [4242, null],
  ])('%i is %s', (id, name) => {
    expect(analyticsEventName(id)).toBe(name);
  });
});

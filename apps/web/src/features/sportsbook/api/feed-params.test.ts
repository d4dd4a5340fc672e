import { describe, expect, it } from 'vitest';
import { normaliseFeedParams } from './feed-params';

describe('feed parameters', () => {
  it('spell equal requests the same: keys sorted, id lists sorted and unique, defaults left out', () => {
    const a = normaliseFeedParams({
      sports: [3, 1, 3],
      lng: 'en',
      top: false,
      tf: undefined,
      count: 50,
      text: '',
    });
    const b = normaliseFeedParams({ count: 50, lng: 'en', sports: [1, 3] });
    expect(a).toEqual({ count: 50, lng: 'en', sports: '1,3' });
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect(normaliseFeedParams({ antisports: [], GroupEvents: true, cfview: 0 })).toEqual({
      GroupEvents: true,
      cfview: 0,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { feedOutcomeSchema } from './feed-outcome.schema';
import { feedScorePairSchema } from './feed-score.schema';

describe('feed response schemas hold the format rules', () => {
  it('outcomes: C decimal, P left out when 0, B only as true, CE only as 1', () => {
    expect(feedOutcomeSchema.safeParse({ T: 1, G: 1, C: 1.85, CV: '1.85' }).success).toBe(true);
    expect(feedOutcomeSchema.safeParse({ T: 9, G: 17, C: 1.9, CV: '9/10', P: 2.5, CE: 1 }).success).toBe(
      true,
    );
    expect(feedOutcomeSchema.safeParse({ T: 7, G: 2, C: 1.9, CV: '1.90', P: 0 }).success).toBe(false);
    expect(feedOutcomeSchema.safeParse({ T: 1, G: 1, C: 1.85, CV: '1.85', B: false }).success).toBe(false);
    expect(feedOutcomeSchema.safeParse({ T: 1, G: 1, C: 1.85, CV: '1.85', CE: 0 }).success).toBe(false);
    expect(feedOutcomeSchema.safeParse({ T: 1, G: 1, C: 1850, CV: '1.85', X: 1 }).success).toBe(false);
  });

  it('scores leave a side with 0 out', () => {
    expect(feedScorePairSchema.safeParse({}).success).toBe(true);
    expect(feedScorePairSchema.safeParse({ S2: 1 }).success).toBe(true);
    expect(feedScorePairSchema.safeParse({ S1: 0, S2: 1 }).success).toBe(false);
  });
});

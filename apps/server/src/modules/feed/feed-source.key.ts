import { serviceKey } from '../../platform/service-registry';
import type { FeedSource } from './feed-model';

/** The odds feed the read side follows; the trading module provides it (a real provider's adapter could). */
export const FEED_SOURCE = serviceKey<FeedSource>('feed-source');

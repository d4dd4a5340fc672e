import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import type { GameCatalog } from './game-catalog';
import type { ResumeLog } from './resume-log';
import { isCovered } from './topic-keys';

type Topics = ReadonlyMap<string, LiveTopic>;

/** Which games the answers to subscribe, resume and unsubscribe carry, from the games as last published. */
export class SubscriptionAnswers {
  constructor(
    private readonly catalog: GameCatalog,
    private readonly resumeLog: ResumeLog,
  ) {}

  covers(topics: Topics, gameId: number): boolean {
    const image = this.catalog.image(gameId);
    return image !== undefined && isCovered(topics, image.place);
  }

  private all(topics: Topics): number[] {
    return [...this.catalog.idsFor(topics.values())];
  }

  /** The games `added` brings that the topics held `before` did not cover. */
  added(before: Topics, added: readonly LiveTopic[]): number[] {
    return [...this.catalog.idsFor(added)].filter((id) => !this.covers(before, id));
  }

  /** The games `removed` covered that the topics left `after` do not. */
  removed(before: Topics, after: Topics, removed: readonly LiveTopic[]): number[] {
    return [...this.catalog.idsFor(removed)].filter(
      (id) => this.covers(before, id) && !this.covers(after, id),
    );
  }

  /**
   * After a reconnect: the games changed since `since` and those that left the topics, or, when the hub
   * cannot know (it started later, or forgot), every game with `replace`.
   */
  resume(topics: Topics, since: number, seq: number): { replace: boolean; ids: number[]; removed: number[] } {
    const ids = this.all(topics);
    const log = this.resumeLog;
    if (!log.canReplay(since, seq)) return { replace: true, ids, removed: [] };
    const departed = log
      .departedSince(since)
      .filter((place) => isCovered(topics, place) && !this.covers(topics, place.id))
      .map((place) => place.id);
    return {
      replace: false,
      ids: ids.filter((id) => this.catalog.changedAtSeq(id) > since),
      removed: [...new Set(departed)],
    };
  }
}

import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import type { GamePlace } from './game-image';
import { topicKeysFor } from './topic-keys';

/**
 * The connections holding exactly the same topics. A tick's frame depends only on the topics, so a group
 * builds it once and every member gets the same bytes: a thousand pages on "all live" cost one frame.
 */
export class SubscriptionGroup<Member> {
  readonly members = new Set<Member>();
  /** The tick pass that last collected into this group (a game reaches a group once however many topics match). */
  mark = 0;
  readonly diffs: string[] = [];
  readonly added: string[] = [];
  readonly removed: number[] = [];

  constructor(
    readonly key: string,
    readonly topics: ReadonlyMap<string, LiveTopic>,
  ) {}

  hasPending(): boolean {
    return this.diffs.length + this.added.length + this.removed.length > 0;
  }

  clearPending(): void {
    this.diffs.length = 0;
    this.added.length = 0;
    this.removed.length = 0;
  }
}

export class SubscriptionGroups<Member> {
  private readonly groups = new Map<string, SubscriptionGroup<Member>>();
  private readonly byTopic = new Map<string, Set<SubscriptionGroup<Member>>>();
  private pass = 0;

  /** Moves a member to the group of `topics` (none when empty) and returns that group. */
  move(
    member: Member,
    from: SubscriptionGroup<Member> | undefined,
    topics: ReadonlyMap<string, LiveTopic>,
  ): SubscriptionGroup<Member> | undefined {
    if (from) this.leave(member, from);
    if (topics.size === 0) return undefined;
    const key = [...topics.keys()].sort().join('|');
    let group = this.groups.get(key);
    if (!group) {
      group = new SubscriptionGroup<Member>(key, new Map(topics));
      this.groups.set(key, group);
      for (const topic of topics.keys()) {
        let set = this.byTopic.get(topic);
        if (!set) this.byTopic.set(topic, (set = new Set()));
        set.add(group);
      }
    }
    group.members.add(member);
    return group;
  }

  leave(member: Member, group: SubscriptionGroup<Member>): void {
    group.members.delete(member);
    if (group.members.size > 0) return;
    this.groups.delete(group.key);
    for (const topic of group.topics.keys()) {
      const set = this.byTopic.get(topic);
      set?.delete(group);
      if (set?.size === 0) this.byTopic.delete(topic);
    }
  }

  /** Calls `visit` once for each group with a topic covering the game. */
  forEachCovering(place: GamePlace, visit: (group: SubscriptionGroup<Member>) => void): void {
    const pass = ++this.pass;
    for (const key of topicKeysFor(place)) {
      const set = this.byTopic.get(key);
      if (!set) continue;
      for (const group of set) {
        if (group.mark === pass) continue;
        group.mark = pass;
        visit(group);
      }
    }
  }

  get size(): number {
    return this.groups.size;
  }
}

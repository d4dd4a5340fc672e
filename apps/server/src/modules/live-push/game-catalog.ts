import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { stateTextOf, type GameImage } from './game-image';

interface CatalogEntry {
  image: GameImage;
  /** The feed seq of the tick that last published a change; a resume since an older seq gets the game. */
  changedAtSeq: number;
  /** The game's snapshot JSON, built once per change and shared by every snapshot that includes it. */
  stateText: string | undefined;
}

function addTo(index: Map<number, Set<number>>, key: number, id: number): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(id);
}

function removeFrom(index: Map<number, Set<number>>, key: number, id: number): void {
  const set = index.get(key);
  set?.delete(id);
  if (set?.size === 0) index.delete(key);
}

/** The games as last published, indexed by sport, championship and live, so topics resolve without a scan. */
export class GameCatalog {
  private readonly entries = new Map<number, CatalogEntry>();
  private readonly bySport = new Map<number, Set<number>>();
  private readonly byChamp = new Map<number, Set<number>>();
  private readonly live = new Set<number>();

  get size(): number {
    return this.entries.size;
  }

  image(id: number): GameImage | undefined {
    return this.entries.get(id)?.image;
  }

  changedAtSeq(id: number): number {
    return this.entries.get(id)?.changedAtSeq ?? -1;
  }

  /** Publishes a game's new image; `stateText` when its snapshot JSON is already built. */
  put(image: GameImage, seq: number, stateText?: string): void {
    this.remove(image.place.id);
    const { id, sportId, champId, live } = image.place;
    this.entries.set(id, { image, changedAtSeq: seq, stateText });
    addTo(this.bySport, sportId, id);
    addTo(this.byChamp, champId, id);
    if (live) this.live.add(id);
  }

  remove(id: number): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    removeFrom(this.bySport, entry.image.place.sportId, id);
    removeFrom(this.byChamp, entry.image.place.champId, id);
    this.live.delete(id);
  }

  stateText(id: number): string {
    const entry = this.entries.get(id);
    if (!entry) throw new Error(`game ${id} is not in the catalog`);
    entry.stateText ??= stateTextOf(entry.image);
    return entry.stateText;
  }

  /** The snapshot JSON of each game; one that cannot be written is reported and left out. */
  stateTexts(ids: readonly number[], onUnwritable: (id: number, err: unknown) => void): string[] {
    const texts: string[] = [];
    for (const id of ids) {
      try {
        texts.push(this.stateText(id));
      } catch (err) {
        onUnwritable(id, err);
      }
    }
    return texts;
  }

  /** Ids of the games any of the topics covers. */
  idsFor(topics: Iterable<LiveTopic>): Set<number> {
    const ids = new Set<number>();
    const addAll = (candidates: Iterable<number> | undefined, live?: boolean) => {
      for (const id of candidates ?? []) {
        if (live === undefined || this.live.has(id) === live) ids.add(id);
      }
    };
    for (const topic of topics) {
      if (topic.kind === 'live') addAll(this.live);
      else if (topic.kind === 'sport') addAll(this.bySport.get(topic.id), topic.live);
      else if (topic.kind === 'champ') addAll(this.byChamp.get(topic.id), topic.live);
      else if (this.entries.has(topic.id)) ids.add(topic.id);
    }
    return ids;
  }
}

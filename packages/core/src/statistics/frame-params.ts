import { STATISTICS_FRAME_MIN_HEIGHT_PX } from '../constants/statistics.constants';
import { STATISTICS_SEGMENT } from './statistics-url';

/**
 * The statistics frame's parameters (spec section 3, STAT-16): what a host page gives the frame component.
 * `href` is the statistics page to open (its path below /{lang}/statisticpopup, e.g. `game/1/123/main`).
 */
export interface StatisticsFrameParams {
  readonly href: string;
  readonly refId?: number;
  readonly projectId?: number;
  /** The visitor's country (ISO 3166 alpha-2), passed to the statistics calls as `geo`. */
  readonly geo?: string;
  /** Hours from UTC, as the feed's `tz`; dates in the frame are shown in it. */
  readonly timeZone?: number;
  readonly language: string;
  /** BCP 47 locale for dates and numbers (en-GB); the language when absent. */
  readonly locale?: string;
  /** Widest the content may grow, in px. */
  readonly contentWidth?: number;
  /** The host mirrors the frame's page into its own address (and back). */
  readonly syncHistoryWithIframe?: boolean;
  /** The frame keeps the height the host gave it and reports none. */
  readonly fixedIframeHeight?: boolean;
  /** Never shorter than this (px); at least the spec's 280. */
  readonly minHeight?: number;
  /** The frame's back button is shown on its first page too and takes the host back (ChildGoBack). */
  readonly activateGoBack?: boolean;
  /** The frame scrolls its own content instead of growing. */
  readonly internalContentScrolling?: boolean;
  /** Tells apart the messages of several frames on one host page. */
  readonly postMessageListenerId?: string;
  readonly isRtl?: boolean;
  readonly isDarkTheme?: boolean;
  readonly is12h?: boolean;
  /** Prefix of the host's address that stands for /{lang}/statisticpopup when the two are mirrored. */
  readonly transformPrefix?: string;
  /** Stage table type (0 all, 1 home, 2 away) the stage pages open with. */
  readonly tableType?: string;
  /** A Google tag id the frame reports its page views to. */
  readonly gTagId?: string;
  readonly isHideTeamLogos?: boolean;
  readonly isHideChampLogos?: boolean;
  readonly isHideNavigationButtons?: boolean;
  /** A colour scheme of the frame (FRAME_PAINTS). */
  readonly paintId?: number;
}

/** What the frame reads from its address: the parameters it needs plus the host's hidden items and odds format. */
export interface FrameSettings {
  readonly tableType?: string;
  readonly hiddenItems: readonly string[];
  readonly syncHistoryWithIframe: boolean;
  readonly language?: string;
  readonly locale?: string;
  readonly contentWidth?: number;
  readonly projectId?: number;
  readonly paintId?: number;
  readonly gTagId?: string;
  readonly isRtl: boolean;
  readonly fixedIframeHeight: boolean;
  readonly activateGoBack: boolean;
  readonly internalContentScrolling: boolean;
  readonly isDarkTheme: boolean;
  readonly is12h: boolean;
  readonly isHideTeamLogos: boolean;
  readonly isHideChampLogos: boolean;
  readonly isHideNavigationButtons: boolean;
  readonly refId?: number;
  /** The host's odds display format (cfview 0-5). */
  readonly oddsFormat?: number;
  readonly postMessageListenerId?: string;
  readonly timeZone?: number;
  readonly geo?: string;
  readonly minHeight: number;
}

type Kind = 'text' | 'int' | 'flag' | 'list';

/**
 * The frame's short query keys (spec section 7, STAT-17) and the setting each carries (our design; the spec
 * lists the keys only). Flags are `1` when on and left out when off; `h` joins hidden item ids with `-`.
 */
export const FRAME_QUERY_KEYS = {
  tableType: ['tt', 'text'],
  hiddenItems: ['h', 'list'],
  syncHistoryWithIframe: ['hs', 'flag'],
  language: ['ln', 'text'],
  locale: ['lc', 'text'],
  contentWidth: ['w', 'int'],
  projectId: ['pi', 'int'],
  paintId: ['pt', 'int'],
  gTagId: ['gti', 'text'],
  isRtl: ['rtl', 'flag'],
  fixedIframeHeight: ['fh', 'flag'],
  activateGoBack: ['hb', 'flag'],
  internalContentScrolling: ['isc', 'flag'],
  isDarkTheme: ['d', 'flag'],
  is12h: ['is12h', 'flag'],
  isHideTeamLogos: ['htl', 'flag'],
  isHideChampLogos: ['hcl', 'flag'],
  isHideNavigationButtons: ['hn', 'flag'],
  refId: ['r', 'int'],
  oddsFormat: ['g', 'int'],
  postMessageListenerId: ['p', 'text'],
  timeZone: ['tz', 'int'],
  geo: ['geo', 'text'],
  minHeight: ['mh', 'int'],
} as const satisfies Record<keyof FrameSettings, readonly [string, Kind]>;

/** Hidden item ids travel joined with `-`, so an id is letters and digits only. */
export const HIDDEN_ITEM_ID = /^[A-Za-z0-9]+$/;
export const HIDDEN_ITEMS_SEPARATOR = '-';

/** The frame never reports or gets a height below the spec's 280 px, nor below the host's own minimum. */
export function frameMinHeight(minHeight: number | undefined): number {
  return Math.max(STATISTICS_FRAME_MIN_HEIGHT_PX, minHeight ?? 0);
}

/** The settings a host's parameters give the frame (href, transformPrefix stay with the host). */
export function frameSettingsOf(
  params: StatisticsFrameParams,
  extras: { hiddenItems?: readonly string[]; oddsFormat?: number } = {},
): FrameSettings {
  return {
    tableType: params.tableType,
    hiddenItems: (extras.hiddenItems ?? []).filter((id) => HIDDEN_ITEM_ID.test(id)),
    syncHistoryWithIframe: params.syncHistoryWithIframe ?? false,
    language: params.language,
    locale: params.locale,
    contentWidth: params.contentWidth,
    projectId: params.projectId,
    paintId: params.paintId,
    gTagId: params.gTagId,
    isRtl: params.isRtl ?? false,
    fixedIframeHeight: params.fixedIframeHeight ?? false,
    activateGoBack: params.activateGoBack ?? false,
    internalContentScrolling: params.internalContentScrolling ?? false,
    isDarkTheme: params.isDarkTheme ?? false,
    is12h: params.is12h ?? false,
    isHideTeamLogos: params.isHideTeamLogos ?? false,
    isHideChampLogos: params.isHideChampLogos ?? false,
    isHideNavigationButtons: params.isHideNavigationButtons ?? false,
    refId: params.refId,
    oddsFormat: extras.oddsFormat,
    postMessageListenerId: params.postMessageListenerId,
    timeZone: params.timeZone,
    geo: params.geo,
    minHeight: frameMinHeight(params.minHeight),
  };
}

/** The short query of a frame's settings; values equal to their default are left out. */
export function frameQuery(settings: FrameSettings): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, [key, kind]] of Object.entries(FRAME_QUERY_KEYS)) {
    const value = settings[name as keyof FrameSettings];
    if (kind === 'flag') {
      if (value === true) query.set(key, '1');
    } else if (kind === 'list') {
      const list = value as readonly string[];
      if (list.length > 0) query.set(key, list.join(HIDDEN_ITEMS_SEPARATOR));
    } else if (
      value !== undefined &&
      value !== '' &&
      !(name === 'minHeight' && value === frameMinHeight(0))
    ) {
      query.set(key, String(value));
    }
  }
  return query;
}

function readInt(text: string | null): number | undefined {
  if (text === null || !/^-?\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** The settings in a frame's query (its `location.search`); unknown or malformed values are ignored. */
export function readFrameSettings(search: string | URLSearchParams): FrameSettings {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const entries = Object.entries(FRAME_QUERY_KEYS).map(([name, [key, kind]]) => {
    const text = query.get(key);
    if (kind === 'flag') return [name, text === '1' || text === 'true'];
    if (kind === 'list') {
      const ids = (text ?? '').split(HIDDEN_ITEMS_SEPARATOR).filter((id) => HIDDEN_ITEM_ID.test(id));
      return [name, [...new Set(ids)]];
    }
    if (kind === 'int') return [name, readInt(text)];
    return [name, text === null || text === '' ? undefined : text];
  });
  const settings = Object.fromEntries(entries) as Omit<FrameSettings, 'minHeight'> & { minHeight?: number };
  return { ...settings, minHeight: frameMinHeight(settings.minHeight) };
}

/**
 * The frame's address for a host: /{language}/statisticpopup/{href} with the short query (a query already in
 * href, such as a stage's `tt`, is kept and the frame's own `tt` wins).
 */
export function statisticsFrameSrc(
  params: StatisticsFrameParams,
  extras: { hiddenItems?: readonly string[]; oddsFormat?: number } = {},
): string {
  const [path = '', own = ''] = params.href.replace(/^\/+/, '').split('?');
  const query = new URLSearchParams(own);
  for (const [key, value] of frameQuery(frameSettingsOf(params, extras))) query.set(key, value);
  const text = query.toString();
  return `/${params.language}/${STATISTICS_SEGMENT}/${path}${text ? `?${text}` : ''}`;
}

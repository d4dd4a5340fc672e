import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSports } from '../api/sports.api';
import { ChipBar } from '../components/chip-bar';
import { SportIcon } from '../components/sport-icon';
import type { FeedKind } from '../model/feed-types';
import { sportPath } from '../model/game-links';

/** The sports of a feed with their game counts, as links; "all" first. */
export function SportChips({ kind, sportId }: { kind: FeedKind; sportId?: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const sports = useSports(kind);
  const chips = [
    {
      id: 'all',
      label: t('sportsbook.sports.all'),
      count: sports.data?.reduce((sum, sport) => sum + sport.C, 0),
      href: `/${lang}/${kind}`,
    },
    ...(sports.data ?? []).map((sport) => ({
      id: String(sport.I),
      label: sport.N,
      count: sport.C,
      href: sportPath(lang, kind, sport.I, sport.N),
      icon: <SportIcon sportId={sport.I} size={16} />,
    })),
  ];
  return (
    <ChipBar chips={chips} active={sportId ? String(sportId) : 'all'} label={t('sportsbook.sports.label')} />
  );
}

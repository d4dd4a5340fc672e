import { useShallow } from 'zustand/react/shallow';
import { useLang } from '../../../shared/i18n/use-lang';
import { useFrameState } from '../frame/frame-state.store';

/** What every statistics call carries: the page's language and the host's partner, ref, country and zone. */
export function useStatisticsLocale() {
  const lng = useLang();
  const { projectId, refId, geo, timeZone } = useFrameState(
    useShallow((state) => ({
      projectId: state.settings.projectId,
      refId: state.settings.refId,
      geo: state.settings.geo,
      timeZone: state.settings.timeZone,
    })),
  );
  return { lng, partner: projectId, ref: refId, geo, tz: timeZone };
}

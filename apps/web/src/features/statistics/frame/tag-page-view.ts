type DataLayer = unknown[];

/**
 * A page view for the host's Google tag (gTagId): queued on `window.dataLayer`, the tag's standard queue,
 * which the partner's own tag script reads. The frame loads no third-party script itself.
 */
export function reportPageView(tagId: string, pagePath: string): void {
  const target = window as unknown as { dataLayer?: DataLayer };
  target.dataLayer ??= [];
  target.dataLayer.push(['event', 'page_view', { send_to: tagId, page_path: `/${pagePath}` }]);
}

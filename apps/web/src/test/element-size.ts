import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so a virtual list would see a 0 px window and draw nothing. This gives every
 * scrolling list `listHeight` and every other element `itemHeight`, as a browser would.
 */
export function stubElementSizes(listHeight = 300, itemHeight = 40) {
  const heightOf = (element: HTMLElement) =>
    element.getAttribute('role') === 'listbox' ? listHeight : itemHeight;
  return [
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return heightOf(this);
    }),
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return heightOf(this);
    }),
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300),
  ];
}

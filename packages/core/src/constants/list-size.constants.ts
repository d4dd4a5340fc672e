/** List and component sizes of spec section 9 (CON-09). */

export const MULTISELECT = {
  maxHeightPx: 300,
  optionHeightPx: 40,
  optionsLimit: 1000,
  defaultLimit: 99_999,
  minItemSizePx: 32,
} as const;
export const VIRTUAL_SCROLLER = { renderedItems: 1000, bufferPx: 200 } as const;
export const SELECT_SKELETON_COUNT = 5;
export const PRELOADER_MAX_LETTERS = 10;
export const SEARCH_MAX_LENGTH = 100;

import { STORAGE_KEYS as SHARED_KEYS } from '@sportsbook/core/constants/storage.constants';

/** The spec's storage keys plus those only the web app keeps (language, dictionaries, sports menu order, a pending pay-and-play start). */
export const STORAGE_KEYS = {
  ...SHARED_KEYS,
  language: 'language',
  /** The layout version the entries were written in (CON-11). */
  storageVersion: 'storage-version',
  dictionaryPrefix: 'dictionary:',
  sportsMenuSort: 'sports-menu-sort',
  /** A pay-and-play start still pending when the guest left: asked about again on the next visit. */
  payAndPlayPending: 'pay-and-play-pending',
  /** When the identification bonus popup was last shown, per player: `identification-bonus-shown:<userId>`. */
  identificationBonusShownPrefix: 'identification-bonus-shown:',
  /** When an agent popup was last shown, per popup: `agent-popup-shown:<popupId>`. */
  agentPopupShownPrefix: 'agent-popup-shown:',
} as const;

/**
 * Numbers the spec lists as "seen" without saying what they mean (CON-12). They are kept under honest
 * names so that whoever learns their meaning can rename them in one place; nothing should infer meaning
 * from them meanwhile.
 */
export const UNEXPLAINED_SPEC_NUMBER_6414 = 6414;
export const UNEXPLAINED_SPEC_NUMBER_70 = 70;
export const UNEXPLAINED_SPEC_NUMBER_707 = 707;
export const UNEXPLAINED_SPEC_CODE_SP = 'SP';
/** Sport ids the spec saw "among lists", in the order it gives them. */
export const UNEXPLAINED_SPEC_SPORT_IDS: readonly number[] = [5, 4, 2];

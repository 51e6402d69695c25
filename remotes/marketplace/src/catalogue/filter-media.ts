/** Phones (below 768 px): the listing's filters open in a sheet, their options a finger's height. */
export const phoneMedia = '(max-width: 767.98px)';

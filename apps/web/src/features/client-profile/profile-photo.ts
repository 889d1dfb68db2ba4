/** The profile's photos fill the column: the screen's width on a phone, 480px at most. */
export const PROFILE_PHOTO_SIZES = '(max-width: 480px) 100vw, 480px';

/** The anchor of the template list's timeline and preview, which the palette's "Preview home page as of" opens. */
export const PREVIEW_ANCHOR = 'preview'

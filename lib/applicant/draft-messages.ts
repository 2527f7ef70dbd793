/**
 * Words of "Save and finish later" that the server's answers and the browser's pages share (no server code here:
 * the resume page and the wizard's dialog import it).
 */

/** The wizard's steps are 0–10; a draft whose first ten steps are done resumes at the signature. */
export const LAST_DRAFT_STEP = 10;

export const UNKNOWN_DRAFT_MESSAGE =
  'This link is unknown or has expired. Saved applications are kept for 30 days after the last save.';

export const lockedMessage = (minutes: number) =>
  `Too many wrong dates of birth: this saved application is locked. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** The one sentence the save dialog gives about who sees a saved application. */
export const OFFICE_SEES_DRAFT =
  'The hiring office can see a saved application, and may call you about it.';

/**
 * What "Save and finish later" shares between the server's answers and the browser's pages (no server code here:
 * the resume page and the wizard import it). Its words are in the catalogs (`DraftApi`, `SaveDraft`, `Resume`).
 */

/** The wizard's steps are 0–10; a draft whose first ten steps are done resumes at the signature. */
export const LAST_DRAFT_STEP = 10;

/**
 * Sent by this wizard, which asks every 391.21 item: an application without it may not have been asked about
 * earlier driving jobs (391.21(b)(11)), where an empty list is otherwise a valid answer.
 */
export const FMCSA_FORM_VERSION = '391.21/2026-11';

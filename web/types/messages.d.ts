// The messages of web/locales/<language>/ once read, as the element, the API
// and the panels' code pass them around.

/**
 * One language's messages: the texts by id (screen.json's, and panels.json's
 * once merged in); under `errors`, the sentences of the core's error codes;
 * under `tokenTexts`, the texts that take the place of those of the same ids
 * when throughputs count tokens.
 */
export interface Messages {
  errors: Record<string, string>;
  tokenTexts?: Record<string, string>;
  [id: string]: string | Record<string, string> | undefined;
}

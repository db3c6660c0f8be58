/** The text of an error an invoked actor rejected with (the API client rejects with the server's msg). */
export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

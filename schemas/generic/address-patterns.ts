/*
 * The address patterns the browser checks at run time (src/engine/addresses), apart from the other named patterns
 * (patterns.ts), so a member's first page carries these few and not the whole table.
 */

/** A host name in lower case, without scheme, port or user name (the same form a browser's URL gives). */
export const hostBody = '[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?';

/**
 * A path of this app: "/" then letters, digits and / _ ? = & . # -. Never "//" at the start (another site for a
 * browser), never a ".." segment; no backslash, space, control character or ":" (so no scheme) can appear.
 */
export const appPathBody = '/(?!/)(?!(?:[^?#]*/)?\\.\\.(?:[/?#]|$))[a-zA-Z0-9/_?=&.#-]*';

/** An https address: its host right after "https://" (no user name before an "@"), then no space, control character or backslash. */
export const httpsBody = `https://${hostBody}(?:[/?#][^\\s\\\\\\x00-\\x1f\\x7f]*)?`;

/** The app path pattern, on its own: the browser's last check on a manifest's internal target (src/engine/addresses). */
export const appPathPattern = `^${appPathBody}$`;

/** The https address pattern, on its own: the form post's last check on where it sends a member. */
export const httpsPattern = `^${httpsBody}$`;

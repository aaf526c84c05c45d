// Granting and revoking the `moderator` custom claim (docs/moderation.md). Used by `npm run moderator` and
// by the tests that need a moderator.

export const MODERATOR_USAGE = "usage: npm run moderator -- grant|revoke EMAIL [--project ID]";

/**
 * The command line of `npm run moderator`: the action, the account's e-mail and, for a real project, its
 * id (none: the emulators). Throws a sentence with the usage on anything else.
 * @param {string[]} args
 * @returns {{ action: "grant" | "revoke"; email: string; projectId: string | undefined }}
 */
export function parseModeratorArgs(args) {
  const rest = [...args];
  let projectId;
  const flag = rest.indexOf("--project");
  if (flag >= 0) {
    projectId = rest[flag + 1];
    if (!projectId || projectId.startsWith("-")) throw new Error(`--project needs a project id. ${MODERATOR_USAGE}`);
    rest.splice(flag, 2);
  }
  const [action, email, ...extra] = rest;
  if (action !== "grant" && action !== "revoke") throw new Error(`Say grant or revoke. ${MODERATOR_USAGE}`);
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error(`Give the account's e-mail. ${MODERATOR_USAGE}`);
  if (extra.length > 0) throw new Error(`Unexpected: ${extra.join(" ")}. ${MODERATOR_USAGE}`);
  return { action, email, projectId };
}

/**
 * Sets or removes `moderator: true` on the account with this e-mail, keeping its other claims. The server
 * reads the claim from the account on every moderator call, so it applies to the next one; it reaches the
 * person's ID token (what the web app shows) when the token is next refreshed.
 * @param {import("firebase-admin/auth").Auth} auth
 * @param {"grant" | "revoke"} action
 * @param {string} email
 */
export async function setModerator(auth, action, email) {
  const user = await auth.getUserByEmail(email);
  const { moderator: _old, ...others } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, action === "grant" ? { ...others, moderator: true } : others);
  return user.uid;
}

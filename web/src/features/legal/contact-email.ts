export const FALLBACK_CONTACT_EMAIL = "hello@village.example";

/** Picks the configured address, or the fallback when the setting is missing or blank. */
export function resolveContactEmail(configured: unknown): string {
  return typeof configured === "string" && configured.trim() !== "" ? configured.trim() : FALLBACK_CONTACT_EMAIL;
}

// One setting for every legal page, so a deployment changes the address in its .env file only.
export const CONTACT_EMAIL = resolveContactEmail(import.meta.env.VITE_CONTACT_EMAIL);

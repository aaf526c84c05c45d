/**
 * A random UUID (version 4). `crypto.randomUUID` exists only in secure contexts, so a page opened over plain
 * http on a LAN address (a phone testing `npm run dev`) builds one from `getRandomValues`, which exists
 * everywhere.
 */
export function randomId(source: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">> = crypto) {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  // RFC 9562 §5.4: the version nibble is 4, the variant bits are 10.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

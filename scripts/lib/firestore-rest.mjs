// Talks to the Firestore emulator's REST API as an administrator ("Bearer owner" bypasses rules), so the
// scripts need no SDK and no credentials.
import { emulators, projectId } from "./project.mjs";

const base = `http://${emulators.firestore}/v1/projects/${projectId}/databases/(default)/documents`;
const headers = { Authorization: "Bearer owner", "Content-Type": "application/json" };

function toValue(value) {
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === "string") return { stringValue: value };
  if (typeof value === "number")
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === "boolean") return { booleanValue: value };
  if (value === null) return { nullValue: null };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return { mapValue: { fields: toFields(value) } };
}

function toFields(object) {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, toValue(value)]));
}

/**
 * Sends a request to the Firestore emulator, again for a few seconds while it answers 409: the emulator
 * refuses a write (or a clear) outright while a transaction, such as a post trigger's, holds a lock on
 * one of its documents, where Firestore itself would wait for the lock.
 * @param {string} url
 * @param {RequestInit} init
 */
export async function sendWhenUnlocked(url, init) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, init);
    if (response.status !== 409 || attempt === 50) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Writes documents in batches of up to 500.
 * @param {string} collection
 * @param {{ id: string; data: Record<string, unknown> }[]} docs
 */
export async function writeDocuments(collection, docs) {
  for (let start = 0; start < docs.length; start += 500) {
    const writes = docs.slice(start, start + 500).map(({ id, data }) => ({
      update: {
        name: `projects/${projectId}/databases/(default)/documents/${collection}/${id}`,
        fields: toFields(data),
      },
    }));
    const response = await sendWhenUnlocked(`${base}:commit`, {
      method: "POST",
      headers,
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`Firestore emulator commit failed: ${response.status} ${await response.text()}`);
  }
}

/** True when the collection holds at least one document. */
export async function hasDocuments(collection) {
  const response = await fetch(`${base}/${collection}?pageSize=1`, { headers });
  if (!response.ok) throw new Error(`Firestore emulator read failed: ${response.status}`);
  const body = /** @type {{ documents?: unknown[] }} */ (await response.json());
  return Array.isArray(body.documents) && body.documents.length > 0;
}

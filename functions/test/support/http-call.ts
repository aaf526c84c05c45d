// Calls a callable over plain HTTP, as any client on the internet could, to control what the web SDK
// cannot: headers such as X-Forwarded-For.
import { emulatorHosts, projectId } from "../../../test/support/emulators";

export async function httpCall(
  name: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<{ id?: string; code?: string; message?: string }> {
  const response = await fetch(`http://${emulatorHosts.functions}/${projectId}/us-central1/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: { id?: string }; error?: { status?: string; message?: string } };
  if (body.result) return { id: body.result.id };
  return { code: body.error?.status?.toLowerCase().replace(/_/g, "-"), message: body.error?.message };
}

/** The same plain HTTP call, answering the callable's whole reply (`result`) or its refusal. */
export async function httpCallReply(
  name: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<{ result?: Record<string, unknown>; code?: string; message?: string }> {
  const response = await fetch(`http://${emulatorHosts.functions}/${projectId}/us-central1/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as {
    result?: Record<string, unknown>;
    error?: { status?: string; message?: string };
  };
  if (body.result) return { result: body.result };
  return { code: body.error?.status?.toLowerCase().replace(/_/g, "-"), message: body.error?.message };
}

/** An anonymous account as anyone can make one, with one request to Auth: what a signed-out caller holds. */
export interface AnonymousIdentity {
  uid: string;
  idToken: string;
  /** The header that sends it with a call. */
  headers: { Authorization: string };
}

/** A fresh anonymous account on the Auth emulator (the REST call the SDK's `signInAnonymously` makes). */
export async function anonymousIdentity(): Promise<AnonymousIdentity> {
  const response = await fetch(
    `http://${emulatorHosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!body.idToken || !body.localId) throw new Error(`Could not sign up anonymously: ${JSON.stringify(body)}`);
  return { uid: body.localId, idToken: body.idToken, headers: { Authorization: `Bearer ${body.idToken}` } };
}

import { useState } from "react";
import form from "../../../components/form/Form.module.css";
import { downloadJson } from "../../../lib/download";
import { errorMessage } from "../../../lib/errors/error-message";
import { fetchMyData } from "../api/account-api";

export const EXPORT_FILE_NAME = "village-data.json";

/** Download your data: one JSON file with the account's details and every post, all stored fields. */
export function DownloadData() {
  const [said, setSaid] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setSaid("");
    setError(null);
    setBusy(true);
    try {
      const data = await fetchMyData();
      downloadJson(EXPORT_FILE_NAME, data);
      setSaid(`Downloaded ${EXPORT_FILE_NAME}: your account and ${data.posts.length} post(s).`);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="download-heading">
      <h2 id="download-heading">Download your data</h2>
      <p>
        A JSON file with your e-mail address, display name, when you joined, and every post of yours with everything
        stored about it.
      </p>
      <button type="button" className={form.secondary} onClick={() => void download()} disabled={busy}>
        {busy ? "Preparing…" : "Download your data"}
      </button>
      <p role="status" className={form.success}>
        {said}
      </p>
      {error && (
        <p role="alert" className={form.error}>
          {error}
        </p>
      )}
    </section>
  );
}

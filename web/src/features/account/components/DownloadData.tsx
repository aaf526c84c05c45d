import { useState } from "react";
import form from "../../../components/form/Form.module.css";
import { FormOutcome } from "../../../components/form/FormButtons";
import { downloadJson } from "../../../lib/download";
import { usePendingAction } from "../../../hooks/forms/use-pending-action";
import { fetchMyData } from "../api/account-api";

export const EXPORT_FILE_NAME = "village-data.json";

/** Download your data: one JSON file with the account's details and every post, all stored fields. */
export function DownloadData() {
  const [said, setSaid] = useState("");
  const { run, pending: busy, error } = usePendingAction();

  async function download() {
    setSaid("");
    await run(async () => {
      const data = await fetchMyData();
      downloadJson(EXPORT_FILE_NAME, data);
      setSaid(`Downloaded ${EXPORT_FILE_NAME}: your account and ${data.posts.length} post(s).`);
    });
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
      <FormOutcome said={said} error={error} />
    </section>
  );
}

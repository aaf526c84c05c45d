/** Has the browser save `data` as a pretty-printed JSON file called `name`. */
export function downloadJson(name: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the object URL is no longer needed once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

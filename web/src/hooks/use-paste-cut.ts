import { useRef, useState, type ClipboardEvent } from "react";

/**
 * A browser silently drops what a paste adds beyond the box's maxLength. This counts what was dropped, from
 * the clipboard's text, the box's value and its selection, so the field can say so; the next change that is
 * not that paste clears it.
 */
export function usePasteCut(multiline: boolean) {
  const [cut, setCut] = useState(0);
  const pasting = useRef(false);
  return {
    cut,
    pasted: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const box = event.currentTarget;
      // The value counts a line break as one character, and a one-line box has none.
      const text = event.clipboardData.getData("text/plain").replace(/\r\n?/g, "\n");
      const added = multiline ? text : text.replace(/\n/g, "");
      const end = box.selectionEnd ?? box.value.length;
      const start = box.selectionStart ?? end;
      const over = box.value.length - (end - start) + added.length - box.maxLength;
      // The paste's own change follows in this task; a paste that changed nothing (a full box) has none.
      pasting.current = true;
      setTimeout(() => (pasting.current = false), 0);
      setCut(box.maxLength >= 0 && over > 0 ? over : 0);
    },
    changed: () => {
      if (pasting.current) pasting.current = false;
      else setCut(0);
    },
  };
}

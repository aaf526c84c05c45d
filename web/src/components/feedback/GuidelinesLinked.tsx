import { Link } from "wouter";
import { paths } from "../../lib/paths";

const SEE = "See the Community Guidelines.";

/** A server's sentence with its closing "See the Community Guidelines." linked to them (a suspension's refusal). */
export function GuidelinesLinked({ text }: { text: string }) {
  if (!text.endsWith(SEE)) return <>{text}</>;
  return (
    <>
      {text.slice(0, -SEE.length)}See the <Link href={paths.guidelines}>Community Guidelines</Link>.
    </>
  );
}

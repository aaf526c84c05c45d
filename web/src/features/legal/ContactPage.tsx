import { Link } from "wouter";
import { ContactEmailLink, LegalPage, LegalSection } from "./LegalPage";
import { paths } from "../../lib/paths";

export function ContactPage() {
  return (
    <LegalPage title="Contact">
      <LegalSection heading="How to reach us">
        <p>
          The best way to reach Village is by e-mail at <ContactEmailLink />. We are a small team based in the United
          States, and one inbox handles questions, privacy requests and legal notices. To report a post, use{" "}
          <strong>Report</strong> in its <strong>⋯</strong> menu instead: it reaches the moderators at once, and you
          need no account.
        </p>
      </LegalSection>

      <LegalSection heading="What to include">
        <ul>
          <li>
            <strong>A post:</strong> please use its <strong>Report</strong> action (see the{" "}
            <Link href={paths.guidelines}>Community Guidelines</Link>); write to us only for what a report cannot say,
            with a link to the post.
          </li>
          <li>
            <strong>Account or privacy requests</strong> (access, correction or deletion): write from the e-mail address
            on your account so we can confirm it is yours.
          </li>
          <li>
            <strong>Copyright notices:</strong> everything listed in our <Link href={paths.dmca}>DMCA Policy</Link>.
          </li>
          <li>
            <strong>A parent contacting us about a child under 13:</strong> see our{" "}
            <Link href={paths.coppa}>COPPA Notice</Link>.
          </li>
        </ul>
        <p>Never send us your password. We will never ask for it.</p>
      </LegalSection>

      <LegalSection heading="Response time">
        <p>
          We aim to reply within 5 business days, and sooner for reports of threats, harassment or content involving a
          child. Privacy requests are answered within 30 days.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

import { Link } from "wouter";
import { ContactEmailLink, LegalPage, LegalSection } from "./LegalPage";
import { paths } from "../../lib/paths";

export function ContactPage() {
  return (
    <LegalPage title="Contact">
      <LegalSection heading="How to reach us">
        <p>
          The best way to reach Village is by e-mail at <ContactEmailLink />. We are a small team based in the United
          States, and one inbox handles questions, reports, privacy requests and legal notices.
        </p>
      </LegalSection>

      <LegalSection heading="What to include">
        <ul>
          <li>
            <strong>Reporting a post:</strong> the post&apos;s title, author name and date, or a link to it, and what is
            wrong with it.
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

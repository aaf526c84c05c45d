import { Link } from "wouter";
import { LegalPage, LegalSection } from "./LegalPage";
import { paths } from "../../lib/paths";

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        Village is a small community board based in the United States where people share suggestions, ideas and stories.
        These terms are the agreement between you and Village when you read or post on the site. By using Village you
        agree to them. If you do not agree, please do not use the site.
      </p>

      <LegalSection heading="Who can use Village">
        <p>
          You must be at least 13 years old to use Village. If you are under 18, please read these terms with a parent
          or guardian. Children under 13 may not use the site; our <Link href={paths.coppa}>COPPA Notice</Link> explains
          what we do if we learn that a child has posted.
        </p>
      </LegalSection>

      <LegalSection heading="Your account">
        <p>
          You can browse without an account. To post on the suggestion form you sign in with Google or with an e-mail
          address and password. You are responsible for what happens under your account, so keep your password private
          and tell us if you think someone else is using it. Give a display name that does not pretend to be someone
          else. You can stop using your account at any time and ask us to delete it.
        </p>
      </LegalSection>

      <LegalSection heading="Acceptable use">
        <p>When you use Village, you agree not to:</p>
        <ul>
          <li>
            post anything that breaks our <Link href={paths.guidelines}>Community Guidelines</Link>, including hate,
            harassment, pornography, threats of violence, doxxing, scams or spam;
          </li>
          <li>post content you do not have the right to share, such as someone else&apos;s copyrighted work;</li>
          <li>break the law or encourage anyone else to;</li>
          <li>pretend to be another person or organisation;</li>
          <li>
            try to get around our limits, break into accounts, overload the service, or collect other people&apos;s
            information with bots or scrapers.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="Your content">
        <p>
          You keep ownership of what you post. By posting, you give Village a worldwide, non-exclusive, royalty-free
          licence to store, display, reproduce and distribute your post on the site and in the ways the site works (for
          example, showing it in the list and in search results). This licence ends when the post is deleted, except for
          copies kept for a short time in backups or where the law requires us to keep them.
        </p>
        <p>
          Posts are public. Anyone can read them, including people who are not signed in. Anonymous posts do not show
          your name, but do not include anything in them that you would not want the world to see.
        </p>
      </LegalSection>

      <LegalSection heading="Disclaimers">
        <p>
          Village is provided &quot;as is&quot; and &quot;as available&quot;. We do our best to keep it running and
          friendly, but we do not promise that it will always be available, error-free or secure, and we are not
          responsible for what users post. To the fullest extent the law allows, Village is not liable for indirect or
          consequential losses, or for losses caused by other users or by sites we link to. Our{" "}
          <Link href={paths.disclaimer}>Disclaimer</Link> says more.
        </p>
      </LegalSection>

      <LegalSection heading="Termination">
        <p>
          We may remove posts, or suspend or close accounts, that break these terms or the Community Guidelines, or when
          we must do so by law. We will usually explain why unless doing so would be unsafe or unlawful. You may stop
          using Village at any time. The parts of these terms that by their nature should continue, such as the
          disclaimers, continue after your account is closed.
        </p>
      </LegalSection>

      <LegalSection heading="Changes to these terms">
        <p>
          We may update these terms as Village grows. When we do, we will change the effective date at the top of this
          page, and for important changes we will give notice on the site. Continuing to use Village after a change
          means you accept the new terms. How we handle your information is described in our{" "}
          <Link href={paths.privacy}>Privacy Policy</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

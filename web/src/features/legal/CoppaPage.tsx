import { Link } from "wouter";
import { ContactEmailLink, LegalPage, LegalSection } from "./LegalPage";
import { paths } from "../../lib/paths";

export function CoppaPage() {
  return (
    <LegalPage title="COPPA Notice">
      <p>
        This notice explains how Village handles children&apos;s privacy under the Children&apos;s Online Privacy
        Protection Act (COPPA), a United States law that protects children under 13 online.
      </p>

      <LegalSection heading="You must be at least 13">
        <p>
          Village is not for children. You must be at least 13 years old to use the site, post or create an account. We
          do not knowingly collect personal information from children under 13, and we do not ask for parental consent
          because children are not allowed to sign up.
        </p>
      </LegalSection>

      <LegalSection heading="If we learn a child under 13 has posted">
        <p>If we learn that a child under 13 has used Village, we promptly:</p>
        <ul>
          <li>close the child&apos;s account, if they have one;</li>
          <li>delete the account details and every post linked to it, including anonymous posts we can identify;</li>
          <li>remove any other personal information about the child that we are told about.</li>
        </ul>
        <p>We do not use or share a child&apos;s information for any purpose before it is deleted.</p>
      </LegalSection>

      <LegalSection heading="For parents and guardians">
        <p>
          If you believe your child under 13 has posted on Village or given us personal information, e-mail{" "}
          <ContactEmailLink />. Please include the post&apos;s title and date or a link to it, and the e-mail address
          your child may have used. We will not ask you for more information than we need to find and delete it, and we
          will confirm once it is gone.
        </p>
        <p>
          Our <Link href={paths.privacy}>Privacy Policy</Link> describes everything Village collects from its users.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

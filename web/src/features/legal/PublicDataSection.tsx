import { TRANSPARENCY_PATH } from "@village/shared";
import { LegalSection } from "./LegalPage";

/** The Privacy Policy's account of exactly which stored data anyone can read, and which only we can. */
export function PublicDataSection() {
  return (
    <LegalSection heading="What is public and what is not">
      <p>
        <strong>Public.</strong> Anyone can read the following, both on the page and in the data their browser downloads
        to show it:
      </p>
      <ul>
        <li>each post&apos;s title, its details or text, and its link;</li>
        <li>
          the name shown with each post, its author label: for a suggestion posted while signed in, your display name
          (with Google sign-in, the name on your Google account) or, if you have no display name, your e-mail address;
          for a post made on the anonymous posting page, always &quot;anonymous&quot;;
        </li>
        <li>the time each post was made;</li>
        <li>
          each month&apos;s counts of posts, replies, reports and moderation actions, in the{" "}
          <a href={TRANSPARENCY_PATH}>transparency report</a>: counts over a whole month, never about one post or
          person, and any count under 5 shown only as &quot;fewer than 5&quot;.
        </li>
      </ul>
      <p>
        <strong>Not public.</strong> The following are held only on our servers, where the site&apos;s administrators
        can see them in the Firebase console. They are never sent to other visitors&apos; browsers:
      </p>
      <ul>
        <li>
          the user ID of the account behind a post: for every suggestion, and for an anonymous post made while signed
          in;
        </li>
        <li>the e-mail address of anyone who posts anonymously;</li>
        <li>
          your network (IP) address, which we store only as a keyed hash, never as the address itself, use only to limit
          how often one address can post, and delete within three days; our server logs keep only its first part (the
          network, not your device), to check those limits work, for 30 days;
        </li>
        <li>
          the ID of the anonymous account a browser posts or reports with when signed out (anonymous posts keep only a
          keyed hash of it), deleted 30 days after it was made;
        </li>
        <li>a random number stored with each post.</li>
      </ul>
    </LegalSection>
  );
}

import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/publicConfig';
import { LegalDocument, type LegalSection } from './LegalDocument';

/** Every key the SPA keeps in the browser's local storage (src/lib/storage.ts), explained for visitors. */
const STORAGE_ENTRIES = [
  { key: 'token', purpose: 'Keeps you signed in: the login token (a signed JWT, valid for 7 days).', kept: 'Until you log out or it expires.' },
  { key: 'user', purpose: 'Your profile as last loaded (username, nickname, e-mail, role, avatar), so pages show it at once.', kept: 'Until you log out.' },
  { key: 'cookieConsent', purpose: 'Your choice in the cookie banner (accepted yes/no, time, version).', kept: 'Until you clear your browser data.' },
  { key: 'betaLaunchPopupSeen', purpose: 'That you have seen the beta launch popup, so it shows again only after 7 days.', kept: 'Until you clear your browser data.' },
  { key: 'versusClientId', purpose: 'A random id (UUID) for rating games without an account. It is not linked to your name or e-mail.', kept: 'Until you clear your browser data.' },
  { key: 'versusRating:<game>', purpose: 'Your last rating of that game, shown if our server cannot be reached.', kept: 'Until you clear your browser data.' },
] as const;

export function PrivacyPage() {
  const { imprint, supportEmail, analyticsId } = usePublicConfig();
  const contactEmail = imprint.email || supportEmail;
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;

  const sections: LegalSection[] = [
    {
      id: 'controller',
      title: '1. Who is responsible',
      content: (
        <>
          <p>The controller within the meaning of the General Data Protection Regulation (GDPR) is:</p>
          <address>
            {[imprint.company || 'VERSUS', imprint.address, imprint.representative && `Represented by ${imprint.representative}`]
              .filter(Boolean)
              .map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            E-mail: {mail}
            {imprint.phone && (
              <>
                <br />
                Phone: {imprint.phone}
              </>
            )}
          </address>
          <p>
            We are not legally required to appoint a data protection officer (§ 38 BDSG). For every question about your
            data, and to exercise your rights, write to {mail}.
          </p>
        </>
      ),
    },
    {
      id: 'overview',
      title: '2. Overview and legal bases',
      content: (
        <>
          <p>
            VERSUS is a platform for esports tournaments and games in beta. We process personal data only where a legal
            basis allows it:
          </p>
          <ul>
            <li>
              <strong>Art. 6(1)(a) GDPR – consent</strong>: the newsletter, tournament notifications you ask for as a
              visitor, analytics, and loading YouTube videos. You can withdraw consent at any time with effect for the
              future (Art. 7(3) GDPR).
            </li>
            <li>
              <strong>Art. 6(1)(b) GDPR – contract</strong>: your account, tournaments, chat and friends, shop orders and
              the token whitelist you join.
            </li>
            <li>
              <strong>Art. 6(1)(c) GDPR – legal obligation</strong>: keeping order and payment records as tax and
              commercial law require (§ 147 AO, § 257 HGB).
            </li>
            <li>
              <strong>Art. 6(1)(f) GDPR – legitimate interests</strong>: running a secure and stable service (server logs,
              rate limits, abuse prevention), fair play in tournaments, and anonymous game ratings.
            </li>
          </ul>
          <p>We do not sell your data and we do not use it for automated decisions that have legal effects on you (Art. 22 GDPR).</p>
        </>
      ),
    },
    {
      id: 'hosting',
      title: '3. Hosting and server logs',
      content: (
        <>
          <p>
            Whenever you open VERSUS, your browser sends data that our servers record in log files: IP address, date and
            time, the page or API address requested, the HTTP status, the amount of data sent, the referring page and
            your browser and operating system (user agent). We need these data to deliver the website, to find errors and
            to fend off attacks (Art. 6(1)(f) GDPR). Log files are deleted after 14 days at the latest; entries needed to
            investigate a specific security incident are kept until it is resolved.
          </p>
          <p>
            The platform runs on servers of a hosting provider in the European Union, who processes data only on our
            behalf and under a data processing agreement (Art. 28 GDPR).
          </p>
        </>
      ),
    },
    {
      id: 'account',
      title: '4. Your account',
      content: (
        <>
          <p>
            When you register we process your e-mail address, username and password. The password is stored only as a
            salted one-way hash, never in readable form. Later you may add a nickname, a profile icon and a
            profile background. We also store your role, when you verified your e-mail address and, if an admin bans an
            account, the reason and end date of the ban. We send you the mails the account needs: e-mail verification,
            password reset and account deletion confirmation. Legal basis: Art. 6(1)(b) GDPR.
          </p>
          <p>
            <strong>Google login:</strong> if you choose &quot;Sign in with Google&quot;, Google Ireland Limited (Gordon
            House, Barrow Street, Dublin 4, Ireland) confirms your identity and sends us your e-mail address, name and a
            Google account id. We use them only to create and sign in your account. Google&apos;s own privacy policy
            applies to what happens at Google.
          </p>
          <p>
            Your username, nickname, profile icon and background are public on your profile page and next to your
            tournament entries and messages. Your e-mail address is never shown to other users.
          </p>
          <p>
            We keep your account data until you delete your account (see <a href="#deletion">section 14</a>).
          </p>
        </>
      ),
    },
    {
      id: 'ratings',
      title: '5. Game ratings',
      content: (
        <p>
          You can rate games from 1 to 5 stars. If you are signed in, the rating is stored with your account. If you are
          not, the website generates a random id (a UUID, stored as <code>versusClientId</code> in your browser) and sends
          it with your rating, so you can change your own rating later; we cannot tell who is behind this id. Only
          averages and counts are shown to others. Legal basis: Art. 6(1)(f) GDPR (our interest in fair ratings without
          forcing anyone to register) and Art. 6(1)(b) GDPR for signed-in users. Ratings are kept while the game is listed;
          ratings linked to an account are deleted with the account.
        </p>
      ),
    },
    {
      id: 'notifications',
      title: '6. Tournament notifications ("Notify me")',
      content: (
        <p>
          If you ask to be notified when a tournament opens for registration, we store your e-mail address (as a visitor)
          or your account id (when signed in) together with the tournament, and send you one mail when registration opens.
          Legal basis: your consent (Art. 6(1)(a) GDPR) as a visitor, the use of your account (Art. 6(1)(b) GDPR) when
          signed in. Signed-in users can unsubscribe in the notification dialog; anyone can ask us at {mail} to delete a
          sign-up. Sign-ups are deleted with the tournament or with your account.
        </p>
      ),
    },
    {
      id: 'newsletter',
      title: '7. Newsletter (double opt-in)',
      content: (
        <>
          <p>
            If you subscribe to our <Link to="/newsletter">newsletter</Link>, we first send a confirmation mail to the
            address you entered. Only when you open its link is the address added to the list (double opt-in), so nobody
            can sign up someone else. We store the address, when the subscription was requested and when it was
            confirmed, to be able to prove your consent. Legal basis: Art. 6(1)(a) GDPR and § 7(2) UWG.
          </p>
          <p>
            Unconfirmed sign-ups are deleted once the confirmation link expires after 72 hours. Every newsletter mail
            contains a one-click unsubscribe link; unsubscribing deletes your address from the list immediately.
          </p>
        </>
      ),
    },
    {
      id: 'chat',
      title: '8. Friends, chat and online status',
      content: (
        <>
          <p>
            Signed-in users can add friends and exchange messages. We store the messages, who sent them to whom and when,
            and whether they have been read, to deliver them and show your conversation history. While you are signed in
            and the website is open, a live connection tells your friends whether you are online (your browser sends a
            short signal every 15 seconds); the online status is not stored permanently. Legal basis: Art. 6(1)(b) GDPR.
          </p>
          <p>
            Messages are kept until you delete your account. Because a conversation also belongs to the other person,
            messages you sent remain visible to them after you delete your account, shown as &quot;Deleted Account&quot;
            and no longer linked to you. We read messages only when someone reports a message to us or when we have to
            investigate a specific violation of our <Link to="/terms">Terms</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'shop',
      title: '9. Shop orders and crypto payments',
      content: (
        <p>
          When you order an item in the <Link to="/shop">shop</Link> we store your account id, the item, quantity,
          price, the wallet you are asked to pay to, a payment reference and the status of the order. You pay by a crypto
          transfer; transfers on public blockchains are visible to everyone, including the sending address, the amount and
          the memo. We use the payment reference to match your transfer to your order and do not combine blockchain data
          with other sources. Legal basis: Art. 6(1)(b) GDPR; order and payment records are kept for up to 10 years
          because tax and commercial law require it (Art. 6(1)(c) GDPR, § 147 AO, § 257 HGB). If you delete your account,
          these records stay without your account data.
        </p>
      ),
    },
    {
      id: 'token',
      title: '10. VERSUS token whitelist',
      content: (
        <p>
          If you join the <Link to="/versus-token">airdrop whitelist</Link>, we store the wallet address and the chain
          you enter together with your account id. We use it only to prepare a possible airdrop and to make sure each
          account joins once. Legal basis: Art. 6(1)(b) GDPR. You can leave the whitelist on the token page at any time,
          which deletes the entry; it is also deleted with your account. We never ask for your private key or seed phrase.
        </p>
      ),
    },
    {
      id: 'storage',
      title: '11. Cookies and local storage',
      content: (
        <>
          <p>
            VERSUS sets no advertising or tracking cookies. The website keeps the following entries in your
            browser&apos;s local storage. They are strictly necessary for the service you asked for or store your own
            choices, so no consent is needed for them (§ 25(2) no. 2 TDDDG):
          </p>
          <div className="legal__table-wrap">
            <table>
              <caption className="visually-hidden">Local storage entries used by VERSUS</caption>
              <thead>
                <tr>
                  <th scope="col">Key</th>
                  <th scope="col">Purpose</th>
                  <th scope="col">Kept</th>
                </tr>
              </thead>
              <tbody>
                {STORAGE_ENTRIES.map((entry) => (
                  <tr key={entry.key}>
                    <th scope="row">
                      <code>{entry.key}</code>
                    </th>
                    <td>{entry.purpose}</td>
                    <td>{entry.kept}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            To change your cookie choice, delete this website&apos;s data in your browser settings; the cookie banner then
            asks again on your next visit.
          </p>
        </>
      ),
    },
    {
      id: 'third-parties',
      title: '12. Analytics, videos and other services',
      content: (
        <>
          <h3>Analytics</h3>
          {analyticsId ? (
            <p>
              Only if you click &quot;Accept All&quot; in the cookie banner do we load Google Analytics (Google Ireland
              Limited, Gordon House, Barrow Street, Dublin 4, Ireland) to learn which pages are used and how, so we can
              improve VERSUS. Google Analytics stores cookies and receives your shortened IP address, the pages you visit,
              your device and browser data. Data may be transferred to Google LLC in the USA, which is certified under the
              EU-U.S. Data Privacy Framework (adequacy decision, Art. 45 GDPR). Legal basis: your consent (Art. 6(1)(a)
              GDPR, § 25(1) TDDDG). If you click &quot;Decline&quot;, no analytics are loaded. Analytics data are deleted
              after 14 months.
            </p>
          ) : (
            <p>
              VERSUS currently uses no analytics service. Should we add one, it will only load after you accept it in the
              cookie banner, and this policy will name it first.
            </p>
          )}
          <h3>YouTube trailers</h3>
          <p>
            Game pages show trailers from YouTube (Google Ireland Limited). A trailer is loaded only when you click it,
            and then from youtube-nocookie.com, YouTube&apos;s privacy-enhanced mode. Until you click, no data are sent to
            YouTube. After the click, Google receives your IP address, the page you are on and device data, and may set
            cookies; data may be transferred to the USA (Data Privacy Framework). Legal basis: your consent by clicking
            (Art. 6(1)(a) GDPR).
          </p>
          <h3>Tournament bot and social media</h3>
          <p>
            Tournament play happens through a bot in a messaging app: &quot;Play now&quot; opens it in a new tab. Our
            footer links to our Instagram, X and Telegram channels. We only link to these services; nothing is sent to
            them until you follow a link, and from then on their own privacy policies apply.
          </p>
        </>
      ),
    },
    {
      id: 'recipients',
      title: '13. Recipients and transfers',
      content: (
        <>
          <p>We share personal data only where necessary for the purposes above:</p>
          <ul>
            <li>our hosting provider in the EU (processor, Art. 28 GDPR);</li>
            <li>our e-mail delivery provider, which sends verification, notification and newsletter mails on our behalf (processor, Art. 28 GDPR);</li>
            <li>Google, only if you use Google login, watch a trailer, or accept analytics as described above;</li>
            <li>partner organizers of a tournament you take part in, limited to your username and results;</li>
            <li>authorities, where we are legally obliged to.</li>
          </ul>
          <p>
            Transfers outside the EU/EEA take place only to the services named above and only on the basis of an adequacy
            decision or standard contractual clauses (Art. 44 ff. GDPR).
          </p>
        </>
      ),
    },
    {
      id: 'deletion',
      title: '14. Deleting your account',
      content: (
        <p>
          You can delete your account at any time on your <Link to="/account">account page</Link>. We send you a mail
          with a confirmation link; once you confirm, your account and personal data are deleted (messages you sent remain
          visible to their recipients as &quot;Deleted Account&quot;, and order records stay as section 9 explains). You
          can also ask for deletion by writing to {mail} from the address of your account.
        </p>
      ),
    },
    {
      id: 'rights',
      title: '15. Your rights',
      content: (
        <>
          <p>Under the GDPR you have the right to:</p>
          <ul>
            <li>access the data we hold about you (Art. 15);</li>
            <li>have incorrect data corrected (Art. 16);</li>
            <li>have your data deleted (Art. 17);</li>
            <li>restrict processing (Art. 18);</li>
            <li>receive your data in a common machine-readable format (Art. 20);</li>
            <li>withdraw any consent you gave, with effect for the future (Art. 7(3)).</li>
          </ul>
          <p className="card legal__notice">
            <strong>Right to object (Art. 21 GDPR):</strong> where we process your data on the basis of legitimate
            interests (Art. 6(1)(f) GDPR), you may object at any time on grounds relating to your particular situation.
            We will then stop unless we can demonstrate compelling legitimate grounds. You may object to direct marketing
            such as the newsletter at any time without giving reasons.
          </p>
          <p>
            To use your rights, write to {mail}. You also have the right to lodge a complaint with a data protection
            supervisory authority (Art. 77 GDPR), in particular in the EU member state where you live or work, or with the
            authority responsible for us at our registered office.
          </p>
        </>
      ),
    },
    {
      id: 'minors',
      title: '16. Children',
      content: (
        <p>
          VERSUS is intended for people aged 16 and over. We do not knowingly collect data of children under 16; if you
          believe a child has registered, please tell us at {mail} and we will delete the account.
        </p>
      ),
    },
    {
      id: 'security',
      title: '17. Security',
      content: (
        <p>
          Connections to VERSUS are encrypted with TLS. Passwords and the tokens in our mails are stored only as one-way
          hashes, login tokens can be revoked by logging out, and access to administrative functions is limited to the
          staff who need it.
        </p>
      ),
    },
    {
      id: 'changes',
      title: '18. Changes to this policy',
      content: (
        <p>
          We update this policy when our services or the law change. The date at the top shows the current version; we
          announce significant changes on the website and, where required, ask for your consent again.
        </p>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains which personal data VERSUS processes when you visit the website, create an account, take
          part in tournaments, chat with friends, order in the shop or join the token whitelist, why we do so and what
          rights you have.
        </p>
      }
      sections={sections}
      withContents
    />
  );
}

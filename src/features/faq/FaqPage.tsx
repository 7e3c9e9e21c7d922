import './faq.css';
import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/publicConfig';
import { usePageTitle } from '../../lib/usePageTitle';
import { FaqAccordion, type FaqEntry } from './FaqAccordion';

interface FaqGroup {
  title: string;
  entries: FaqEntry[];
}

function faqGroups(supportEmail: string): FaqGroup[] {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      title: 'Accounts',
      entries: [
        {
          question: 'How do I create an account?',
          answer: (
            <p>
              Choose <Link to="/register">Sign Up</Link>, enter your e-mail address, a username and a password (8 to 128
              characters), then open the link in the verification mail we send you. You can also sign in with Google. You
              must be at least 16.
            </p>
          ),
        },
        {
          question: 'I forgot my password. What now?',
          answer: (
            <p>
              Use <Link to="/forgot-password">Forgot password</Link> on the login page. We mail you a link that lets you
              set a new password; it works once and for one hour.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Tournaments',
      entries: [
        {
          question: 'How do I take part in a tournament?',
          answer: (
            <p>
              Open a tournament on the <Link to="/tournaments">Tournaments</Link> page and press <strong>Register</strong>{' '}
              while registration is open (for a team event, the captain enters the team&apos;s roster). When it is full you
              join the waitlist and move up by yourself when a place opens. If the tournament has a check-in, check in on
              its page before the start: players who have not may be replaced from the waitlist. The matches run through
              our messaging bot: <strong>Join on the bot</strong> gives you your pairings and takes your results, and the
              bot can register and check you in too. Entry is free.
            </p>
          ),
        },
        {
          question: 'What does “Notify Me” do?',
          answer: (
            <p>
              Tournaments marked <strong>COMING SOON</strong> are not open yet. With Notify Me we send you one e-mail when
              registration opens — to your account address if you are logged in, otherwise to the address you enter.
              Logged-in users can unsubscribe in the same dialog.
            </p>
          ),
        },
        {
          question: 'How are prizes paid, and do I pay taxes on them?',
          answer: (
            <p>
              After the tournament we verify the winners and check the results for fair play, then pay within 30 days by
              bank or crypto transfer as the tournament states. Declaring prizes to the tax office is up to you. Details
              are in our <Link to="/terms">Terms &amp; Conditions</Link>.
            </p>
          ),
        },
        {
          question: 'I think my opponent cheated. What can I do?',
          answer: (
            <p>
              If a reported score is wrong, press <strong>Dispute result</strong> on the match in the bracket within 15
              minutes: the match shows as disputed until an organizer decides. For cheating, write through the bot or to{' '}
              {mail} within 24 hours of the match, with screenshots, match ids or a recording. The tournament admins review
              every report; cheating leads to disqualification and bans.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Games and ratings',
      entries: [
        {
          question: 'How do game ratings work?',
          answer: (
            <p>
              Anyone can rate a game from 1 to 5 stars on its page; you can change your rating at any time. Without an
              account your browser keeps a random id so that your rating counts once. Games with at least 10 ratings are
              ranked first under popular games.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Friends and chat',
      entries: [
        {
          question: 'How do I chat with other players?',
          answer: (
            <p>
              Log in and open the chat button in the bottom corner. Add players as friends from their profile, see who is
              online, and start a conversation. Be fair and friendly: the conduct rules of our{' '}
              <Link to="/terms">Terms</Link> apply in chat too.
            </p>
          ),
        },
      ],
    },
    {
      title: 'The beta',
      entries: [
        {
          question: 'What does “beta” mean for me?',
          answer: (
            <p>
              VERSUS is live and you can play real tournaments, but we are still adding features and polishing. The home
              page shows which beta features are live and which are coming, and how close we are to our beta member goal.
              Your feedback at {mail} shapes what comes next.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Shop and payments',
      entries: [
        {
          question: 'How do I pay for an item in the shop?',
          answer: (
            <p>
              While the <Link to="/shop">Shop</Link> says payments are not open yet, you can only browse its items. Once
              they are open, log in and order an item: you then see our wallet address, the exact amount and a payment
              reference. Send the amount by crypto transfer with the reference in the memo. Your
              order stays <em>pending</em> until our team has checked the payment and confirmed it; you can follow it
              under My orders.
            </p>
          ),
        },
        {
          question: 'I paid but my order is still pending.',
          answer: (
            <p>
              We confirm payments by hand, so it can take a while. If your order is still pending after two working days,
              write to {mail} with the payment reference and the transaction id.
            </p>
          ),
        },
      ],
    },
    {
      title: 'VERSUS token',
      entries: [
        {
          question: 'What is the VERSUS token and how do I get on the whitelist?',
          answer: (
            <p>
              The VERSUS token is planned as a utility inside the platform. Logged-in users can join the airdrop whitelist
              with an Ethereum (EVM) or Solana wallet address on the <Link to="/versus-token">token page</Link>. It is not
              an investment offer, and we never ask for your private key or seed phrase.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Data and privacy',
      entries: [
        {
          question: 'What data do you keep, and how do I delete my account?',
          answer: (
            <p>
              Our <Link to="/privacy">Privacy Policy</Link> lists everything we process and why. To delete your account,
              go to your <Link to="/account">account page</Link> and confirm the deletion by the link we mail you.
            </p>
          ),
        },
        {
          question: 'How do I leave the newsletter?',
          answer: (
            <p>
              Every newsletter mail has an unsubscribe link at the bottom: one click and your address is removed from the
              list. You can subscribe again at any time on the <Link to="/newsletter">newsletter page</Link>.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Support',
      entries: [
        {
          question: 'How do I reach support?',
          answer: (
            <p>
              Write to {mail}. Tell us your username and, for orders, the payment reference. We answer in English or
              German, usually within two working days.
            </p>
          ),
        },
      ],
    },
  ];
}

function headingId(title: string): string {
  return `faq-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export function FaqPage() {
  usePageTitle('FAQ');
  const { supportEmail } = usePublicConfig();
  return (
    <article className="page container faq">
      <h1>Frequently Asked Questions</h1>
      <p>Quick answers about accounts, tournaments, the shop, the VERSUS token and your data. Select a question to see its answer.</p>
      {faqGroups(supportEmail).map((group) => (
        <section key={group.title} className="faq__group" aria-labelledby={headingId(group.title)}>
          <h2 id={headingId(group.title)}>{group.title}</h2>
          <FaqAccordion entries={group.entries} />
        </section>
      ))}
    </article>
  );
}

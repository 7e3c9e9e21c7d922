import {
  FALLBACK_SHARE_MESSAGE,
  nativeShareData,
  SHARE_HASHTAGS,
  SHARE_TITLE,
  shareLink,
  shareTargets,
  shareText,
  shareTextWithLink,
  tournamentShareMessage,
} from '../../../src/lib/shareText';

const winterCup = {
  _id: '6a1f00d5e1a7c0de00000001',
  title: 'VERSUS EA FC Winter Cup',
  status: 'COMING_SOON',
  startAt: '2026-12-13T18:00:00.000Z',
  prizePool: '€5,000',
  format: 'SINGLE_ELIMINATION',
  platform: 'PS5',
  organizer: null,
};
const inUtc = { locale: 'en-US', timeZone: 'UTC' };

const WINTER_CUP_MESSAGE = [
  'VERSUS EA FC Winter Cup',
  '📅 Sun, Dec 13, 2026, 18:00 UTC',
  '💰 Prize pool: €5,000',
  '🎯 Format: SINGLE ELIMINATION',
  '🖥️ Platform: PS5',
  '🏢 Organizer: VERSUS',
  '🔥 Sign up on VERSUS and compete for the prize!',
].join('\n');

describe('share link', () => {
  it('is the tournaments list with the id as the fragment', () => {
    expect(shareLink('https://versus.gg', '6a1f00d5e1a7c0de00000001')).toBe('https://versus.gg/tournaments#6a1f00d5e1a7c0de00000001');
  });

  it('is the tournaments list alone when there is no id', () => {
    expect(shareLink('https://versus.gg')).toBe('https://versus.gg/tournaments');
    expect(shareLink('https://versus.gg', '')).toBe('https://versus.gg/tournaments');
  });
});

describe('tournament share text', () => {
  it('has the title, date, prize pool, format (spaces), platform and organizer, then the promotional line', () => {
    expect(tournamentShareMessage(winterCup, inUtc)).toBe(WINTER_CUP_MESSAGE);
  });

  it('names the date in the given time zone', () => {
    expect(tournamentShareMessage(winterCup, { locale: 'en-GB', timeZone: 'Europe/Berlin' }).split('\n')[1]).toBe('📅 Sun, 13 Dec 2026, 19:00 CET');
  });

  it('falls back to TBA, TBD and the VERSUS organizer, and shows a partner organizer', () => {
    expect(tournamentShareMessage({ title: 'Mystery Cup', startAt: 'TBA' }, inUtc)).toBe(
      [
        'Mystery Cup',
        '📅 TBA',
        '💰 Prize pool: TBD',
        '🎯 Format: TBD',
        '🖥️ Platform: TBD',
        '🏢 Organizer: VERSUS',
        '🔥 Sign up on VERSUS and compete for the prize!',
      ].join('\n'),
    );
    expect(tournamentShareMessage({ ...winterCup, organizer: 'Nordic Esports League', startAt: '1999-05-01T10:00:00Z' }, inUtc)).toContain(
      '📅 TBA\n',
    );
    expect(tournamentShareMessage({ ...winterCup, organizer: 'Nordic Esports League' }, inUtc)).toContain('🏢 Organizer: Nordic Esports League\n');
  });
});

describe('generic share text', () => {
  it('is the game-controller emoji and the message, then the invitation, then the link', () => {
    expect(shareText('Who wants to team up?')).toBe('🎮 Who wants to team up?\nJoin me on VERSUS and bring your friends!');
    expect(shareTextWithLink('Who wants to team up?', 'https://versus.gg/tournaments')).toBe(
      '🎮 Who wants to team up?\nJoin me on VERSUS and bring your friends!\nhttps://versus.gg/tournaments',
    );
  });

  it('falls back to "Check out this amazing tournament"', () => {
    expect(FALLBACK_SHARE_MESSAGE).toBe('Check out this amazing tournament');
    expect(shareText(undefined)).toBe('🎮 Check out this amazing tournament\nJoin me on VERSUS and bring your friends!');
    expect(shareText('   ')).toBe('🎮 Check out this amazing tournament\nJoin me on VERSUS and bring your friends!');
  });

  it('is titled "VERSUS Tournament" with the hashtags VERSUS, Gaming, Tournament', () => {
    expect(SHARE_TITLE).toBe('VERSUS Tournament');
    expect(SHARE_HASHTAGS).toEqual(['VERSUS', 'Gaming', 'Tournament']);
  });
});

describe('share targets', () => {
  const link = 'https://versus.gg/tournaments#6a1f00d5e1a7c0de00000001';
  const targets = shareTargets('Who wants to team up?', link);
  const text = '%F0%9F%8E%AE%20Who%20wants%20to%20team%20up%3F%0AJoin%20me%20on%20VERSUS%20and%20bring%20your%20friends!';
  const url = 'https%3A%2F%2Fversus.gg%2Ftournaments%236a1f00d5e1a7c0de00000001';

  it('short-post service (X): text, url and hashtags', () => {
    expect(targets.x).toBe(`https://twitter.com/intent/tweet?text=${text}&url=${url}&hashtags=VERSUS,Gaming,Tournament`);
  });

  it('messaging app (WhatsApp): the text with the link', () => {
    expect(targets.whatsapp).toBe(`https://wa.me/?text=${text}%0A${url}`);
  });

  it('chat app (Telegram): url and text', () => {
    expect(targets.telegram).toBe(`https://t.me/share/url?url=${url}&text=${text}`);
  });

  it('sms: the body with the link', () => {
    expect(targets.sms).toBe(`sms:?body=${text}%0A${url}`);
  });

  it('native share: title, text and url', () => {
    expect(nativeShareData('Who wants to team up?', link)).toEqual({
      title: 'VERSUS Tournament',
      text: '🎮 Who wants to team up?\nJoin me on VERSUS and bring your friends!',
      url: link,
    });
  });

  it('a tournament: every target carries its full text', () => {
    const message = tournamentShareMessage(winterCup, inUtc);
    const decoded = decodeURIComponent(new URL(shareTargets(message, link).whatsapp).searchParams.get('text') ?? '');
    expect(decoded).toBe(`🎮 ${WINTER_CUP_MESSAGE}\nJoin me on VERSUS and bring your friends!\n${link}`);
    const x = new URL(shareTargets(message, link).x);
    expect(x.searchParams.get('text')).toBe(`🎮 ${WINTER_CUP_MESSAGE}\nJoin me on VERSUS and bring your friends!`);
    expect(x.searchParams.get('url')).toBe(link);
    expect(x.searchParams.get('hashtags')).toBe('VERSUS,Gaming,Tournament');
  });
});

import type { GameSection } from '../../../common/contract/games';

/** The game's own sections: a title with a paragraph, bullets, or both. */
export function GameSections({ sections }: { sections: GameSection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const headingId = `game-section-${index}`;
        return (
          <section key={index} className="game-section" aria-labelledby={headingId}>
            <h2 id={headingId}>{section.title}</h2>
            {section.body && <p>{section.body}</p>}
            {section.bullets && section.bullets.length > 0 && (
              <ul>
                {section.bullets.map((bullet, bulletIndex) => <li key={bulletIndex}>{bullet}</li>)}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}

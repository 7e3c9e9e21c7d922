/** Card-sized blanks holding the place of cards on their way, so nothing below them moves. */
export function PlaceholderCards({ count, kind, label }: { count: number; kind: 'game' | 'tournament'; label: string }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <ul className={`home-grid home-grid--${kind === 'game' ? 'games' : 'tournaments'}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={`home-placeholder home-placeholder--${kind}`} />
        ))}
      </ul>
    </div>
  );
}

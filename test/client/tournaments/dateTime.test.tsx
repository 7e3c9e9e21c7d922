import { render, screen } from '@testing-library/react';
import { DateTime } from '../../../src/components/DateTime';
import { countdownTo, toValidDate } from '../../../src/lib/dates';

describe('a date counts as valid only if it parses and its year is after 2000', () => {
  it.each([
    ['2026-12-13T18:00:00Z', true],
    ['2001-01-01T00:00:00Z', true],
    ['2000-12-31T23:59:59Z', false],
    ['1999-06-01', false],
    ['TBA', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['next friday', false],
    [{}, false],
  ])('%p → %p', (value, valid) => {
    expect(toValidDate(value) !== null).toBe(valid);
  });
});

describe('DateTime', () => {
  it('renders a <time> in the given locale and zone, with the zone named and its full name on hover', () => {
    render(<DateTime value="2026-12-13T18:00:00Z" locale="en-GB" timeZone="Europe/Berlin" />);
    const time = screen.getByText('Sun, 13 Dec 2026, 19:00 CET');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-12-13T18:00:00.000Z');
    expect(time).toHaveAttribute('title', 'Central European Standard Time');
  });

  it('uses the visitor’s own locale and zone by default', () => {
    const expected = new Intl.DateTimeFormat(undefined, {
      weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short',
    }).format(new Date('2026-12-13T18:00:00Z'));
    render(<DateTime value="2026-12-13T18:00:00Z" />);
    expect(screen.getByText(expected).tagName).toBe('TIME');
  });

  it('shows the day only when asked', () => {
    render(<DateTime value="2026-12-13T18:00:00Z" locale="en-US" timeZone="UTC" dateOnly />);
    expect(screen.getByText('Sun, Dec 13, 2026')).toHaveAttribute('datetime', '2026-12-13T18:00:00.000Z');
  });

  it('shows TBA (or the given fallback) for a missing or invalid date', () => {
    const { rerender } = render(<DateTime value={null} />);
    expect(screen.getByText('TBA').tagName).toBe('SPAN');
    rerender(<DateTime value="1990-01-01" fallback="Unknown" />);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });
});

it('counts down in days, hours, minutes and seconds, and stops at the start', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  expect(countdownTo(new Date('2030-01-03T04:05:06Z'), now)).toEqual({ days: 2, hours: 4, minutes: 5, seconds: 6 });
  expect(countdownTo(now, now)).toBeNull();
});
